export default function Placeholder() {
  return <p>TODO: public/tour</p>;
}
