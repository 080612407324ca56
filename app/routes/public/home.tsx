export default function Placeholder() {
  return <p>TODO: public/home</p>;
}
