export default function Placeholder() {
  return <p>TODO: admin/dashboard</p>;
}
