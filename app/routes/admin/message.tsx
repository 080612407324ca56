export default function Placeholder() {
  return <p>TODO: admin/message</p>;
}
