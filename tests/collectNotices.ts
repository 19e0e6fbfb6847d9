import express, { type Express } from 'express';

/**
 * A stand-in error collector's notices route on a test server: keeps each notice posted to `path`
 * in `notices` and answers as the collector does (201 and the notice's id) or with `status()`.
 */
export function collectNotices(app: Express, path: string, notices: unknown[], status = () => 201) {
  app.post(path, express.json({ limit: '1mb' }), (request, response) => {
    notices.push(request.body);
    response.status(status()).json({ id: String(notices.length), url: '' });
  });
}
