/** A multipart/form-data body as a browser sends it (FormData serialised by undici), for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; content: Buffer; type?: string }> = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}
