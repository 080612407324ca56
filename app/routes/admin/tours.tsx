export default function Placeholder() {
  return <p>TODO: admin/tours</p>;
}
