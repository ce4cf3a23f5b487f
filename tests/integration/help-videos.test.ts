import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { anIndividual } from './fixtures/parties.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';

// The video instructions of /car/video/help come from the committee's table of help videos: none at
// first (the page then shows its written guide), an operator's row once published.
let t: TestApp;
let person: ApiClient;

beforeAll(async () => {
  t = await startApp();
  person = await ApiClient.signIn(t.baseUrl, await anIndividual(t));
});
afterAll(() => t.close());

// Seed data as a row published by hand before the four-eyes flow: in force since long ago, its captions
// by address (a video proposed and approved is in reference-changes.test.ts).
const publish = (url: string, captionsRu: string | null) =>
  t.app.get(DataSource).query(
    `INSERT INTO help_videos (topic, valid_from, video_url, captions_uz_latn, captions_ru)
       VALUES ('car-rent', DATE '2000-01-01', $1, '/media/car-rent.uz.vtt', $2)
       ON CONFLICT (topic, valid_from) DO UPDATE SET video_url = EXCLUDED.video_url, captions_uz_latn = EXCLUDED.captions_uz_latn, captions_ru = EXCLUDED.captions_ru`,
    [url, captionsRu],
  );

describe('help videos', () => {
  it('no video is published at first', async () => {
    expect((await person.get('/help/videos/car-rent')).body).toEqual({ videoUrl: null, captions: [] });
  });

  it('a published video comes with the captions of each language it has', async () => {
    await publish('https://video.example.uz/car-rent.mp4', 'https://video.example.uz/car-rent.ru.vtt');
    expect((await person.get('/help/videos/car-rent')).body).toEqual({
      videoUrl: 'https://video.example.uz/car-rent.mp4',
      captions: [
        { language: 'uz-Latn', url: '/media/car-rent.uz.vtt' },
        { language: 'ru', url: 'https://video.example.uz/car-rent.ru.vtt' },
      ],
    });
  });

  it('an address that is neither https nor the portal’s own is not handed to the page', async () => {
    await publish('javascript:alert(1)', null);
    expect((await person.get('/help/videos/car-rent')).body).toEqual({ videoUrl: null, captions: [] });
    await publish('https://video.example.uz/car-rent.mp4', '//elsewhere.example/x.vtt');
    expect((await person.get('/help/videos/car-rent')).body.captions).toEqual([
      { language: 'uz-Latn', url: '/media/car-rent.uz.vtt' },
    ]);
  });

  it('an unknown topic is a 400 naming it', async () => {
    const res = await person.get('/help/videos/nothing');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['topic']);
  });
});
