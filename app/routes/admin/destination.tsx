export default function Placeholder() {
  return <p>TODO: admin/destination</p>;
}
