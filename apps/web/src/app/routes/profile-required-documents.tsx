// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Your checks and documents</h1>;
}
