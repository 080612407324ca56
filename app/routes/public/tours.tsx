export default function Placeholder() {
  return <p>TODO: public/tours</p>;
}
