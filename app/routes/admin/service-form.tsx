export default function Placeholder() {
  return <p>TODO: admin/service-form</p>;
}
