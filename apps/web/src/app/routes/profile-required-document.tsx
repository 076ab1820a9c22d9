// Scaffolding: the verification issue replaces this screen.
export function Component() {
  return <h1>Upload a document</h1>;
}
