/**
 * The Node flags the server runs with: a young generation of at most 8 MB per semi-space keeps its memory within
 * budget under a crowd of big list answers (docs/decisions/0103-young-generation-size.md). The start scripts pass
 * them, and a test keeps those in step with this list.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;
