// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Review a document</h1>;
}
