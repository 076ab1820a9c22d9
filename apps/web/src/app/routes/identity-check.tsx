// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Check your identity</h1>;
}
