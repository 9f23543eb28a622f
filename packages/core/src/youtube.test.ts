import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';

const id = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${id}&list=PL123`,
    `http://m.youtube.com/watch?v=${id}`,
    `www.youtube.com/watch?v=${id}`,
    `youtube.com/watch?v=${id}#t=10`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abcDEF123&t=5`,
    `youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/embed/${id}?start=30&rel=0`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://youtube.com/shorts/${id}?feature=share`,
    `https://www.youtube.com/live/${id}?si=x`,
    `  https://www.youtube.com/watch?v=${id}  `,
  ])('finds the id in %s', (address) => {
    expect(youtubeVideoId(address)).toBe(id);
  });

  it.each([
    '',
    id,
    'https://vimeo.com/123456789',
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    `https://evil.example/watch?v=${id}`,
    `https://notyoutu.be/${id}`,
    'https://www.youtube.com/watch?v=tooShort',
    `https://www.youtube.com/watch?v=${id}X`,
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${id}`,
    `https://www.youtube.com/embed/${id}/extra`,
    `javascript:alert(1)//youtu.be/${id}`,
    `ftp://youtu.be/${id}`,
    `https://youtu.be/${id} and more`,
    `https://www.youtube.com/watch?v=<script>`,
  ])('refuses %j', (address) => {
    expect(youtubeVideoId(address)).toBeNull();
  });

  it('embeds from the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}?rel=0`);
  });
});
