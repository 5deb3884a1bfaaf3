// `npm start`: runs the whole product from one process (the BFF serves the API and the built apps).
await import('../bff/src/main.ts');
