// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from './sanitize';

const clean = (html: string) => sanitizeAdHtml(html, window);

/** Each must come out without any way to run code, load a resource, or restyle the page. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="http://insecure.example">click</a>',
  '<a href="https://ok.example" onclick="alert(1)">click</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>hover</a>',
  '<strong onclick=alert(1)>bold</strong>',
  '<em style="position:fixed;top:0;left:0;width:100vw;height:100vh">cover</em>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=q></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '"><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" data-x="1" id="header" class="evil">x</a>',
  '<template><script>alert(1)</script></template>',
];

describe('sanitizeAdHtml', () => {
  it(`neutralises ${HOSTILE.length} hostile payloads`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    for (const payload of HOSTILE) {
      const output = clean(payload);
      const container = document.createElement('div');
      container.innerHTML = output;
      // Only the allowed tags survive...
      for (const element of container.querySelectorAll('*')) {
        expect(['STRONG', 'EM', 'A'], payload).toContain(element.tagName);
        // ...with only the allowed attributes, and links only to https.
        for (const attribute of element.attributes) {
          expect(['href', 'rel', 'target'], `${payload} → ${output}`).toContain(attribute.name);
        }
        if (element.tagName === 'A') {
          const href = element.getAttribute('href');
          if (href !== null) expect(new URL(href).protocol, payload).toBe('https:');
          expect(element.getAttribute('rel')).toBe('noopener sponsored');
        }
      }
      expect(output, payload).not.toMatch(
        /javascript:|onerror|onload|onclick|<script|<style|<svg/i,
      );
    }
  });

  it('keeps the allowed formatting and https links', () => {
    expect(
      clean(
        'Ship <strong>faster</strong> with <em>Acme</em>. <a href="https://acme.example/">Try it</a>',
      ),
    ).toBe(
      'Ship <strong>faster</strong> with <em>Acme</em>. <a href="https://acme.example/" rel="noopener sponsored" target="_blank">Try it</a>',
    );
  });

  it('keeps the text of removed elements', () => {
    expect(clean('<div><span>Plain</span> text</div>')).toBe('Plain text');
  });
});
