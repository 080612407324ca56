export default function Placeholder() {
  return <p>TODO: admin/users</p>;
}
