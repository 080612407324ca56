export default function Placeholder() {
  return <p>TODO: admin/destinations</p>;
}
