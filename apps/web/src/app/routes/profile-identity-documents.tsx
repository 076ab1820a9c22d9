// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Prove who you are</h1>;
}
