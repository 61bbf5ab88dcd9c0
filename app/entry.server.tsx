import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { SpaFallbackContext } from "~/components/context/spa-fallback";

/**
 * Renders a page into HTML. Every route is prerendered at build time (there is no server at run
 * time), so nothing is gained by streaming: the document is answered once all of it is ready.
 * React then writes every Suspense boundary already resolved, in place, instead of a placeholder
 * and a script that moves the content in after the first paint (React Router's data transfer sits
 * in such boundaries). The pages carry fewer inline scripts, so fewer hashes in their CSP, and the
 * browser shows what it parsed without waiting for those scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <SpaFallbackContext value={routerContext.isSpaMode}>
      <ServerRouter context={routerContext} url={request.url} />
    </SpaFallbackContext>,
    {
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { status, headers: responseHeaders });
}
