export default function Placeholder() {
  return <p>TODO: admin/tour-form</p>;
}
