export default function Placeholder() {
  return <p>TODO: public/services</p>;
}
