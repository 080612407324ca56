export default function Placeholder() {
  return <p>TODO: admin/messages</p>;
}
