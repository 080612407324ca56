export default function Placeholder() {
  return <p>TODO: admin/data</p>;
}
