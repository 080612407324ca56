export default function Placeholder() {
  return <p>TODO: public/destination</p>;
}
