export default function Placeholder() {
  return <p>TODO: public/about</p>;
}
