export default function Placeholder() {
  return <p>TODO: public/destinations</p>;
}
