import type { Context } from 'hono';
import type { BackendEnv } from './backend-context.ts';
import { log } from './logger.ts';

/**
 * Answers with a CSV file streamed from `chunks` as they are produced (the admin exports: leads,
 * SmartFest registrations, Akademi applications). A chunk that fails is logged as `failure`
 * and ends the stream with an error; a client that goes away stops the generator.
 */
export function csvDownload(
  c: Context<BackendEnv>,
  chunks: AsyncGenerator<string, unknown, undefined>,
  fileName: string,
  failure: string,
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        log('error', failure, { requestId: c.get('requestId'), error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
