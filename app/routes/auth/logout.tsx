export default function Placeholder() {
  return <p>TODO: auth/logout</p>;
}
