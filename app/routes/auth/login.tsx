export default function Placeholder() {
  return <p>TODO: auth/login</p>;
}
