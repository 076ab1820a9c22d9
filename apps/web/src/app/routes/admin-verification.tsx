// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Documents to review</h1>;
}
