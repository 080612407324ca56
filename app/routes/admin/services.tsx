export default function Placeholder() {
  return <p>TODO: admin/services</p>;
}
