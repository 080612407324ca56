export default function Placeholder() {
  return <p>TODO: public/contact</p>;
}
