import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../src/contract.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { openDesk } from '../helpers/front-desk.js';
import { BAD_FILES, multipartBody, png } from '../helpers/uploads.js';

const t = setUpTestApp();

/**
 * Over a real socket, not inject: the server answers an oversized upload before it has read all of
 * it, and the client must still get that answer (the rest is drained, the connection not reset).
 */
describe('uploads over HTTP', () => {
  it('answers 413 with its text to a client still sending 5 MB + 1 byte, then serves the next upload', async () => {
    const desk = await openDesk(t, t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (fields: Parameters<typeof multipartBody>[0]) => {
      const { payload, contentType } = await multipartBody(fields);
      return fetch(`${address}${API}/business/gallary/image/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${desk.owner}`, 'content-type': contentType },
        body: payload,
      });
    };
    const huge = await post({ imageName: 'Huge', image: BAD_FILES.overFiveMegabytes });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: IMAGE_MESSAGES.tooLarge });
    const fine = await post({ imageName: 'Fine', image: png() });
    expect(fine.status).toBe(200);
    const { data } = (await fine.json()) as { data: { name: string } };
    const image = await fetch(`${address}/uploads/${data.name}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
