import type { BlogFixture } from '../content-types'

/** News articles for the fixture dashboard: ids 1..8, newest first. */
export const blogs: BlogFixture[] = [
  {
    id: 1,
    header: {
      en: 'Wahat Medical showcases digital dentistry at Gulf Dental Forum',
      ar: 'واحات الطبية تستعرض حلول طب الأسنان الرقمي في منتدى الخليج لطب الأسنان',
    },
    description: {
      en: 'Over three days in Riyadh, our team welcomed clinicians to live demonstrations of short implants, intraoral imaging and chairside workflows.',
      ar: 'على مدى ثلاثة أيام في الرياض، استقبل فريقنا الأطباء في عروض حية للغرسات القصيرة والتصوير داخل الفم وسير العمل داخل العيادة.',
    },
    image_title: {
      en: 'The Wahat Medical stand at Gulf Dental Forum, Riyadh',
      ar: 'جناح واحات الطبية في منتدى الخليج لطب الأسنان، الرياض',
    },
    introduction: {
      en: `<p>Wahat Medical took part in Gulf Dental Forum, held in Riyadh over three days last week. Our stand brought together product specialists, clinical trainers and partners from Europe to meet dentists, laboratory owners and procurement teams from across the Kingdom.</p>`,
      ar: `<p>شاركت واحات الطبية في منتدى الخليج لطب الأسنان الذي أُقيم في الرياض على مدى ثلاثة أيام الأسبوع الماضي. وجمع جناحنا أخصائيي المنتجات والمدربين السريريين وشركاءنا من أوروبا للقاء أطباء الأسنان وأصحاب المعامل وفرق المشتريات من مختلف مناطق المملكة.</p>`,
    },
    html_content: {
      en: `<h2>Three days of hands-on dentistry</h2>
<p>Visitors to our stand could try the new intraoral sensor on a training model, follow a complete short-implant case planned from CBCT data, and speak directly with our service engineers about installation and maintenance. More than <strong>600 clinicians</strong> registered for a demonstration during the event.</p>
<img src="/images/news-1-inline.jpg" width="960" height="600" alt="A clinician trying the intraoral sensor on a training model at the Wahat Medical stand">
<h3>Highlights from the stand</h3>
<ul>
  <li>Live placement demonstrations of 6mm and 7.5mm short implants</li>
  <li>Instant imaging with the new intraoral sensor</li>
  <li>Four short lectures on the digital workflow in the clinic</li>
  <li>One-to-one meetings on service contracts and financing</li>
</ul>
<p>We thank everyone who visited, and our partners who travelled to Riyadh to join us. Slides from the lectures are available on request, and the full programme remains online on the <a href="https://www.gulf-dental-forum.example/">Gulf Dental Forum website</a>. To book a demonstration in your own clinic, <em>contact our regional sales team</em>.</p>`,
      ar: `<h2>ثلاثة أيام من طب الأسنان التطبيقي</h2>
<p>أتيح لزوار جناحنا تجربة المستشعر الجديد داخل الفم على نموذج تدريبي، ومتابعة حالة كاملة لغرسات قصيرة خُطّط لها اعتمادًا على بيانات التصوير المقطعي المخروطي، والتحدث مباشرةً مع مهندسي الخدمة لدينا عن التركيب والصيانة. وقد سجّل أكثر من <strong>600 طبيب</strong> لحضور عرض توضيحي خلال الفعالية.</p>
<img src="/images/news-1-inline.jpg" width="960" height="600" alt="طبيب يجرّب المستشعر داخل الفم على نموذج تدريبي في جناح واحات الطبية">
<h3>أبرز ما قدّمه الجناح</h3>
<ul>
  <li>عروض حية لزراعة الغرسات القصيرة بطول 6 مم و7.5 مم</li>
  <li>تصوير فوري باستخدام المستشعر الجديد داخل الفم</li>
  <li>أربع محاضرات قصيرة حول سير العمل الرقمي في العيادة</li>
  <li>لقاءات فردية حول عقود الخدمة وخيارات التمويل</li>
</ul>
<p>نشكر كل من زار جناحنا، وشركاءنا الذين قدموا إلى الرياض للمشاركة معنا. تتوفر شرائح المحاضرات عند الطلب، ويظل البرنامج الكامل متاحًا على <a href="https://www.gulf-dental-forum.example/">موقع منتدى الخليج لطب الأسنان</a>. ولحجز عرض توضيحي في عيادتكم، <em>تواصلوا مع فريق المبيعات الإقليمي لدينا</em>.</p>`,
    },
    when: { days: -3, time: '08:00' },
    tag: { en: 'Events', ar: 'فعاليات' },
    image: 'news-1',
  },
  {
    id: 2,
    header: {
      en: 'New IO-25 intraoral sensor: sharper images in five seconds',
      ar: 'المستشعر الجديد IO-25 داخل الفم: صور أوضح في خمس ثوانٍ',
    },
    description: {
      en: 'Wahat Medical introduces a 4.5mm-thin digital sensor with a resolution of 25 lp/mm, now available to clinics across Saudi Arabia.',
      ar: 'تطرح واحات الطبية مستشعرًا رقميًا بسماكة 4.5 مم ودقة تبلغ 25 زوج خطوط لكل مم، وهو متاح الآن للعيادات في مختلف أنحاء المملكة العربية السعودية.',
    },
    image_title: {
      en: 'The IO-25 intraoral sensor with its USB connector',
      ar: 'المستشعر IO-25 داخل الفم مع موصل USB الخاص به',
    },
    introduction: {
      en: `<p>Digital radiography is now part of everyday practice, and clinicians expect images that are clear, fast and comfortable for the patient. Our clinical team selected the IO-25 sensor after several months of evaluation in partner clinics in Riyadh and Jeddah.</p>
<p>It is available from today, with installation, software setup and on-site training included.</p>`,
      ar: `<p>أصبح التصوير الشعاعي الرقمي جزءًا من الممارسة اليومية، ويتوقع الأطباء صورًا واضحة وسريعة ومريحة للمريض. وقد اختار فريقنا السريري المستشعر IO-25 بعد عدة أشهر من التقييم في عيادات شريكة في الرياض وجدة.</p>
<p>يتوفر المستشعر اعتبارًا من اليوم، ويشمل ذلك التركيب وإعداد البرنامج والتدريب في العيادة.</p>`,
    },
    html_content: {
      en: `<h2>Designed for clarity and comfort</h2>
<p>With a resolution of <strong>25 lp/mm</strong>, the IO-25 shows fine endodontic detail, early carious lesions and the margins of existing restorations. The housing is only 4.5mm thick and has rounded corners, which makes positioning easier for patients with a small mouth or a strong gag reflex. The sensor cable is reinforced at both ends and can be replaced on site if it is ever damaged.</p>
<img src="/images/news-2-inline.jpg" width="960" height="600" alt="A periapical image taken with the IO-25 sensor on a clinic monitor">
<h3>Key specifications</h3>
<ul>
  <li>Resolution of 25 lp/mm for detailed diagnosis</li>
  <li>Housing thickness of 4.5mm</li>
  <li>Image on screen in about 5 seconds</li>
  <li>Compatible with common imaging software through a TWAIN driver</li>
</ul>
<p>Each sensor comes with a two-year warranty and local service from our engineers in Riyadh, Jeddah and Dammam. Full technical data is listed on the <a href="/products">products page</a>, and our specialists can arrange a <em>free trial week</em> in your clinic.</p>`,
      ar: `<h2>مصمم للوضوح والراحة</h2>
<p>بفضل دقة تبلغ <strong>25 زوج خطوط لكل مم</strong>، يُظهر المستشعر IO-25 أدق تفاصيل علاج الجذور، والتسوسات في مراحلها المبكرة، وحواف الترميمات القائمة. ولا تتجاوز سماكة هيكله 4.5 مم مع زوايا مستديرة، مما يسهّل وضعه لدى المرضى ذوي الفم الصغير أو منعكس التقيؤ القوي. كما أن كابل المستشعر مُقوّى من الطرفين، ويمكن استبداله في العيادة إذا تعرّض للتلف.</p>
<img src="/images/news-2-inline.jpg" width="960" height="600" alt="صورة حول الذروة التُقطت بالمستشعر IO-25 على شاشة في العيادة">
<h3>المواصفات الرئيسية</h3>
<ul>
  <li>دقة 25 زوج خطوط لكل مم لتشخيص مفصّل</li>
  <li>سماكة هيكل تبلغ 4.5 مم</li>
  <li>ظهور الصورة على الشاشة خلال 5 ثوانٍ تقريبًا</li>
  <li>توافق مع برامج التصوير الشائعة عبر برنامج تشغيل TWAIN</li>
</ul>
<p>يأتي كل مستشعر بضمان لمدة عامين وخدمة محلية يقدمها مهندسونا في الرياض وجدة والدمام. وتجدون البيانات الفنية الكاملة في <a href="/products">صفحة المنتجات</a>، ويمكن لأخصائيينا ترتيب <em>أسبوع تجربة مجاني</em> في عيادتكم.</p>`,
    },
    when: { days: -27, time: '08:00' },
    tag: { en: 'Product launch', ar: 'إطلاق منتج' },
    image: 'news-2',
  },
  {
    id: 3,
    header: {
      en: 'Wahat Medical opens a new office in Dammam',
      ar: 'واحات الطبية تفتتح مكتبًا جديدًا في الدمام',
    },
    description: {
      en: 'The new office brings sales, training and technical service closer to clinics and hospitals in the Eastern Province.',
      ar: 'يقرّب المكتب الجديد خدمات المبيعات والتدريب والدعم الفني من العيادات والمستشفيات في المنطقة الشرقية.',
    },
    image_title: {
      en: 'The reception area of the new Dammam office',
      ar: 'منطقة الاستقبال في مكتب الدمام الجديد',
    },
    introduction: {
      en: `<p>Wahat Medical has opened its third regional office in Dammam, alongside our offices in Riyadh and Jeddah. The new team serves customers in Dammam, Al Khobar, Dhahran, Al Ahsa and Jubail.</p>`,
      ar: `<p>افتتحت واحات الطبية مكتبها الإقليمي الثالث في الدمام، إلى جانب مكتبيها في الرياض وجدة. ويخدم الفريق الجديد العملاء في الدمام والخبر والظهران والأحساء والجبيل.</p>`,
    },
    html_content: {
      en: `<h2>Closer to our customers in the east</h2>
<p>The Eastern Province is one of the fastest-growing markets for dental and hospital equipment in the Kingdom, yet until now many service visits were handled from Riyadh. With a local team of <strong>12 specialists</strong>, including four biomedical engineers, we can now reach most sites on the same or the next working day.</p>
<img src="/images/news-3-inline.jpg" width="960" height="600" alt="The training room of the Dammam office with two dental chairs">
<h3>What the Dammam office offers</h3>
<ol>
  <li>A showroom with dental units, imaging devices and implant systems</li>
  <li>A training room for hands-on courses of up to 16 participants</li>
  <li>A spare-parts store for faster repairs</li>
  <li>Local sales and customer-service staff</li>
</ol>
<p>The office is located in central Dammam and is open from Sunday to Thursday. Clinics are welcome to visit the showroom by appointment; the address and opening hours are on our <a href="/find-us">find us page</a>. <em>We look forward to welcoming you.</em></p>`,
      ar: `<h2>أقرب إلى عملائنا في المنطقة الشرقية</h2>
<p>تُعد المنطقة الشرقية من أسرع أسواق أجهزة طب الأسنان والمستشفيات نموًا في المملكة، ومع ذلك كانت كثير من زيارات الصيانة تُدار حتى الآن من الرياض. أما اليوم، فبفضل فريق محلي يضم <strong>12 أخصائيًا</strong>، من بينهم أربعة مهندسين طبيين حيويين، بات بإمكاننا الوصول إلى معظم المواقع في يوم العمل نفسه أو في اليوم التالي.</p>
<img src="/images/news-3-inline.jpg" width="960" height="600" alt="قاعة التدريب في مكتب الدمام مجهزة بكرسيَّي أسنان">
<h3>ما يقدمه مكتب الدمام</h3>
<ol>
  <li>صالة عرض تضم وحدات أسنان وأجهزة تصوير وأنظمة غرسات</li>
  <li>قاعة تدريب للدورات العملية تتسع لما يصل إلى 16 مشاركًا</li>
  <li>مستودع لقطع الغيار لتسريع أعمال الإصلاح</li>
  <li>فريق محلي للمبيعات وخدمة العملاء</li>
</ol>
<p>يقع المكتب في وسط الدمام، ويستقبل الزوار من الأحد إلى الخميس. ويسعدنا استقبال العيادات في صالة العرض بموعد مسبق؛ وتجدون العنوان ومواعيد العمل في <a href="/find-us">صفحة مواقعنا</a>. <em>نتطلع إلى الترحيب بكم.</em></p>`,
    },
    when: { days: -60, time: '08:00' },
    tag: { en: 'Company', ar: 'الشركة' },
    image: 'news-3',
  },
  {
    id: 4,
    header: {
      en: 'Short implants of 6mm and 7.5mm now available in Saudi Arabia',
      ar: 'الغرسات القصيرة بطول 6 مم و7.5 مم متاحة الآن في المملكة العربية السعودية',
    },
    description: {
      en: 'The new short implants from Montaro give clinicians a predictable option where bone height is limited, often without a sinus lift or bone graft.',
      ar: 'تمنح الغرسات القصيرة الجديدة من مونتارو الأطباء خيارًا موثوقًا عندما يكون ارتفاع العظم محدودًا، وغالبًا دون الحاجة إلى رفع الجيب الفكي أو التطعيم العظمي.',
    },
    image_title: {
      en: 'Montaro short implants in 6mm and 7.5mm lengths',
      ar: 'غرسات مونتارو القصيرة بطولَي 6 مم و7.5 مم',
    },
    introduction: {
      en: `<p>Following our partnership with Montaro Implant Systems, Wahat Medical is launching the first products of the range in the Kingdom: short implants in lengths of 6mm and 7.5mm. They are designed for the posterior jaw, where reduced bone height often complicates treatment.</p>`,
      ar: `<p>في أعقاب شراكتنا مع مونتارو لأنظمة الغرسات، تطلق واحات الطبية أولى منتجات هذه المجموعة في المملكة: غرسات قصيرة بطول 6 مم و7.5 مم، صُممت للمناطق الخلفية من الفك حيث يؤدي انخفاض ارتفاع العظم في الغالب إلى تعقيد العلاج.</p>`,
    },
    html_content: {
      en: `<h2>Less surgery, shorter treatment</h2>
<p>For many patients, a standard implant in the posterior maxilla or mandible would first require a sinus lift or a bone graft. A short implant can often avoid that additional step, which means <strong>fewer surgical interventions</strong>, lower cost and a shorter time to the final restoration. Clinical studies show survival rates for short implants comparable to those of longer implants when the case is planned correctly.</p>
<img src="/images/news-4-inline.jpg" width="960" height="600" alt="Cross-section model of a 6mm short implant placed in the posterior mandible">
<h3>Available configurations</h3>
<ul>
  <li>Lengths of 6mm and 7.5mm</li>
  <li>Diameters of 4.0mm, 4.5mm and 5.0mm</li>
  <li>A platform compatible with the full Montaro prosthetic range</li>
</ul>
<p>Short implants need careful planning and the right surgical protocol. We therefore offer every new customer a <em>half-day course</em> with a clinical trainer, as well as chairside support for the first cases. Sizes, prices and surgical kits are listed on the <a href="/products">products page</a>.</p>`,
      ar: `<h2>جراحة أقل وعلاج أقصر</h2>
<p>يحتاج كثير من المرضى، قبل وضع غرسة عادية في المنطقة الخلفية من الفك العلوي أو السفلي، إلى رفع الجيب الفكي أو إلى تطعيم عظمي. وكثيرًا ما تُغني الغرسة القصيرة عن هذه الخطوة الإضافية، ما يعني <strong>تدخلات جراحية أقل</strong>، وتكلفة أدنى، ومدة أقصر حتى الترميم النهائي. وتُظهر الدراسات السريرية أن معدلات بقاء الغرسات القصيرة تضاهي معدلات الغرسات الأطول عند التخطيط الصحيح للحالة.</p>
<img src="/images/news-4-inline.jpg" width="960" height="600" alt="نموذج مقطعي لغرسة قصيرة بطول 6 مم في المنطقة الخلفية من الفك السفلي">
<h3>المقاسات المتوفرة</h3>
<ul>
  <li>أطوال 6 مم و7.5 مم</li>
  <li>أقطار 4.0 مم و4.5 مم و5.0 مم</li>
  <li>منصة متوافقة مع مجموعة مونتارو التعويضية الكاملة</li>
</ul>
<p>تتطلب الغرسات القصيرة تخطيطًا دقيقًا وبروتوكولًا جراحيًا مناسبًا؛ لذلك نقدم لكل عميل جديد <em>دورة لمدة نصف يوم</em> مع مدرب سريري، إضافةً إلى الدعم المباشر في الحالات الأولى. وتجدون المقاسات والأسعار وأطقم الجراحة في <a href="/products">صفحة المنتجات</a>.</p>`,
    },
    when: { days: -100, time: '08:00' },
    tag: { en: 'Product launch', ar: 'إطلاق منتج' },
    image: 'news-4',
  },
  {
    id: 5,
    header: {
      en: 'Wahat Medical partners with Montaro Implant Systems',
      ar: 'واحات الطبية تعقد شراكة مع مونتارو لأنظمة الغرسات',
    },
    description: {
      en: 'Under a new agreement, Wahat Medical becomes the exclusive distributor of Montaro dental implants in Saudi Arabia and Bahrain.',
      ar: 'بموجب اتفاقية جديدة، أصبحت واحات الطبية الموزع الحصري لغرسات الأسنان من مونتارو في المملكة العربية السعودية والبحرين.',
    },
    image_title: {
      en: 'Signing of the distribution agreement in Riyadh',
      ar: 'توقيع اتفاقية التوزيع في الرياض',
    },
    introduction: {
      en: `<p>Wahat Medical and Montaro Implant Systems, a Swiss manufacturer of dental implants, have signed a distribution agreement covering Saudi Arabia and Bahrain. The chief executives of both companies signed the agreement in Riyadh.</p>
<p>Montaro products will be available to our customers from the next quarter.</p>`,
      ar: `<p>وقّعت واحات الطبية ومونتارو لأنظمة الغرسات، وهي شركة سويسرية مصنّعة لغرسات الأسنان، اتفاقية توزيع تشمل المملكة العربية السعودية والبحرين. ووقّع الاتفاقية في الرياض الرئيسان التنفيذيان للشركتين.</p>
<p>وستتوفر منتجات مونتارو لعملائنا اعتبارًا من الربع القادم.</p>`,
    },
    html_content: {
      en: `<h2>A partnership built on quality and training</h2>
<p>Montaro has developed implant systems for more than twenty years, with a strong focus on surface technology and clinical research. Together we will bring the full range to the region, from standard and short implants to prosthetic components and surgical kits, with <strong>local stock in Riyadh</strong> for fast delivery. Our logistics team will keep the most requested sizes in stock, so that clinics receive their orders within 48 hours.</p>
<img src="/images/news-5-inline.jpg" width="960" height="600" alt="Representatives of Wahat Medical and Montaro shaking hands after the signing">
<h3>What customers can expect</h3>
<ul>
  <li>The complete Montaro implant and prosthetic portfolio</li>
  <li>Certified courses for oral surgeons and restorative dentists</li>
  <li>Technical and clinical support in Arabic and English</li>
</ul>
<p>"Saudi Arabia is one of the most dynamic dental markets in the world, and Wahat Medical knows its clinicians well," said the chief executive of Montaro. Learn more about the manufacturer on the <a href="https://www.montaro-implants.example/">Montaro website</a>, or <em>ask our team</em> about early orders.</p>`,
      ar: `<h2>شراكة قائمة على الجودة والتدريب</h2>
<p>تطوّر مونتارو أنظمة الغرسات منذ أكثر من عشرين عامًا، مع تركيز كبير على تقنيات معالجة الأسطح والبحث السريري. وسنعمل معًا على توفير المجموعة الكاملة في المنطقة، من الغرسات العادية والقصيرة إلى المكونات التعويضية وأطقم الجراحة، مع <strong>مخزون محلي في الرياض</strong> لضمان سرعة التوريد. وسيحتفظ فريق الخدمات اللوجستية لدينا بالمقاسات الأكثر طلبًا في المخزون، لتتسلّم العيادات طلباتها خلال 48 ساعة.</p>
<img src="/images/news-5-inline.jpg" width="960" height="600" alt="ممثلو واحات الطبية ومونتارو يتصافحون بعد توقيع الاتفاقية">
<h3>ما الذي يمكن أن يتوقعه العملاء؟</h3>
<ul>
  <li>المجموعة الكاملة من غرسات مونتارو ومكوناتها التعويضية</li>
  <li>دورات معتمدة لجراحي الفم وأطباء الأسنان الترميميين</li>
  <li>دعم فني وسريري باللغتين العربية والإنجليزية</li>
</ul>
<p>وقال الرئيس التنفيذي لمونتارو: «تُعد المملكة العربية السعودية من أكثر أسواق طب الأسنان حيويةً في العالم، وواحات الطبية تعرف أطباءها جيدًا». تعرّفوا على المزيد عن الشركة المصنّعة عبر <a href="https://www.montaro-implants.example/">موقع مونتارو</a>، أو <em>اسألوا فريقنا</em> عن الطلبات المبكرة.</p>`,
    },
    when: { days: -140, time: '08:00' },
    tag: { en: 'Partnership', ar: 'شراكة' },
    image: 'news-5',
  },
  {
    id: 6,
    header: {
      en: 'New dental department at Al Masarat Specialist Hospital fully equipped',
      ar: 'اكتمال تجهيز قسم الأسنان الجديد في مستشفى المسارات التخصصي',
    },
    description: {
      en: 'Wahat Medical has completed the delivery and installation of 14 dental units and a full imaging suite at Al Masarat Specialist Hospital in Buraidah.',
      ar: 'أتمّت واحات الطبية توريد وتركيب 14 وحدة أسنان وجناح تصوير متكامل في مستشفى المسارات التخصصي في بريدة.',
    },
    image_title: {
      en: 'The new dental department at Al Masarat Specialist Hospital',
      ar: 'قسم الأسنان الجديد في مستشفى المسارات التخصصي',
    },
    introduction: {
      en: `<p>After six months of planning and installation, the new dental department of Al Masarat Specialist Hospital in Buraidah is ready to receive patients. Wahat Medical supplied the equipment and managed the project from the first floor plan to the final acceptance tests.</p>`,
      ar: `<p>بعد ستة أشهر من التخطيط والتركيب، أصبح قسم الأسنان الجديد في مستشفى المسارات التخصصي في بريدة جاهزًا لاستقبال المرضى. وقد تولّت واحات الطبية توريد التجهيزات وإدارة المشروع من المخطط الأولي حتى اختبارات القبول النهائية.</p>`,
    },
    html_content: {
      en: `<h2>A complete department, delivered ahead of schedule</h2>
<p>The project covered treatment rooms for general dentistry, oral surgery and paediatric care, as well as a central sterilisation area. Our engineers worked alongside the hospital team to connect every unit to water, air and suction, and to register all devices in the maintenance system. The department was handed over <strong>two weeks ahead of schedule</strong>.</p>
<img src="/images/news-6-inline.jpg" width="960" height="600" alt="A row of newly installed dental units in the hospital treatment hall">
<h3>Scope of delivery</h3>
<ul>
  <li>14 dental units with LED operating lights</li>
  <li>A combined panoramic and CBCT device with six intraoral sensors</li>
  <li>A central sterilisation unit with two autoclaves</li>
  <li>Training for 40 dentists, nurses and technicians</li>
</ul>
<p>The hospital has also signed a five-year service contract with preventive maintenance visits every six months. A dedicated engineer will visit the hospital regularly, with remote support from our service centre in Riyadh. Find out how we equip hospitals on our <a href="/medical-division">medical division page</a>. <em>We thank the hospital management for their trust.</em></p>`,
      ar: `<h2>قسم متكامل سُلّم قبل موعده</h2>
<p>شمل المشروع غرف علاج لطب الأسنان العام وجراحة الفم وطب أسنان الأطفال، إضافةً إلى منطقة التعقيم المركزية. وعمل مهندسونا جنبًا إلى جنب مع فريق المستشفى لتوصيل كل وحدة بالمياه والهواء والشفط، وتسجيل جميع الأجهزة في نظام الصيانة. وقد سُلّم القسم <strong>قبل الموعد المحدد بأسبوعين</strong>.</p>
<img src="/images/news-6-inline.jpg" width="960" height="600" alt="صف من وحدات الأسنان المركّبة حديثًا في قاعة العلاج بالمستشفى">
<h3>نطاق التوريد</h3>
<ul>
  <li>14 وحدة أسنان مزودة بمصابيح عمليات LED</li>
  <li>جهاز تصوير بانورامي ومقطعي مخروطي مع ستة مستشعرات داخل الفم</li>
  <li>وحدة تعقيم مركزية مزودة بجهازَي تعقيم بالبخار</li>
  <li>تدريب 40 من أطباء الأسنان والممرضين والفنيين</li>
</ul>
<p>ووقّع المستشفى كذلك عقد خدمة لمدة خمس سنوات يتضمن زيارات صيانة وقائية كل ستة أشهر. وسيزور مهندس مخصص المستشفى بانتظام، مع دعم عن بُعد من مركز الخدمة لدينا في الرياض. تعرّفوا على تجهيزنا للمستشفيات في <a href="/medical-division">صفحة القسم الطبي</a>. <em>نشكر إدارة المستشفى على ثقتها.</em></p>`,
    },
    when: { days: -180, time: '08:00' },
    tag: { en: 'News', ar: 'أخبار' },
    image: 'news-6',
  },
  {
    id: 7,
    header: {
      en: 'Board of directors approves five-year growth plan',
      ar: 'مجلس الإدارة يعتمد خطة نمو خمسية',
    },
    description: {
      en: 'The plan includes new regional offices, a larger training programme and investment in service capacity across the Kingdom.',
      ar: 'تتضمن الخطة مكاتب إقليمية جديدة وبرنامج تدريب موسّعًا واستثمارًا في قدرات الخدمة في مختلف أنحاء المملكة.',
    },
    image_title: {
      en: 'Members of the Wahat Medical board at the Riyadh head office',
      ar: 'أعضاء مجلس إدارة واحات الطبية في المقر الرئيسي بالرياض',
    },
    introduction: {
      en: `<p>At its meeting in June, the board of directors of Wahat Medical approved a growth plan for 2024 to 2029. The plan responds to rising demand for modern dental and hospital equipment, driven by new clinics, private hospitals and the expansion of health services under Saudi Vision 2030.</p>`,
      ar: `<p>اعتمد مجلس إدارة واحات الطبية في اجتماعه المنعقد في يونيو خطة نمو للفترة من 2024 إلى 2029. وتأتي الخطة استجابةً للطلب المتزايد على أجهزة طب الأسنان والمستشفيات الحديثة، مدفوعًا بافتتاح عيادات ومستشفيات خاصة جديدة وتوسّع الخدمات الصحية في إطار رؤية المملكة 2030.</p>`,
    },
    html_content: {
      en: `<h2>Growing with our customers</h2>
<p>Over the past five years, the number of clinics we serve has more than doubled. To keep the same standard of service as we grow, the board decided to invest in people and infrastructure first. The plan foresees <strong>new offices in the Eastern Province and the south</strong>, and a much larger team of service engineers. Each new office will include a showroom, a training room and a spare-parts store, so that customers in every region receive the same level of support.</p>
<img src="/images/news-7-inline.jpg" width="960" height="600" alt="The board of directors in session at the Riyadh head office">
<h3>Main points of the plan</h3>
<ol>
  <li>Open two new regional offices by 2026, starting with Dammam</li>
  <li>Double the number of certified service engineers</li>
  <li>Launch a training academy for dentists and dental assistants</li>
  <li>Add new partners in implantology and digital imaging</li>
</ol>
<p>"Our growth depends on the trust of clinicians, and that trust is earned through reliable service," said the chairman of the board. More about our history and values is on the <a href="/about-us">about us page</a>. <em>The first steps begin this year.</em></p>`,
      ar: `<h2>ننمو مع عملائنا</h2>
<p>زاد عدد العيادات التي نخدمها خلال السنوات الخمس الماضية إلى أكثر من الضعف. وللحفاظ على مستوى الخدمة نفسه مع هذا النمو، قرر مجلس الإدارة الاستثمار أولًا في الكوادر والبنية التحتية. وتتضمن الخطة <strong>افتتاح مكاتب جديدة في المنطقة الشرقية والجنوب</strong>، وتوسيع فريق مهندسي الخدمة توسيعًا كبيرًا. وسيضم كل مكتب جديد صالة عرض وقاعة تدريب ومستودعًا لقطع الغيار، ليحصل العملاء في كل منطقة على المستوى نفسه من الدعم.</p>
<img src="/images/news-7-inline.jpg" width="960" height="600" alt="مجلس الإدارة في أثناء اجتماعه بالمقر الرئيسي في الرياض">
<h3>أبرز محاور الخطة</h3>
<ol>
  <li>افتتاح مكتبين إقليميين جديدين بحلول عام 2026، بدءًا بالدمام</li>
  <li>مضاعفة عدد مهندسي الخدمة المعتمدين</li>
  <li>إطلاق أكاديمية تدريب لأطباء الأسنان ومساعديهم</li>
  <li>إضافة شركاء جدد في مجالَي زراعة الأسنان والتصوير الرقمي</li>
</ol>
<p>وقال رئيس مجلس الإدارة: «يعتمد نمونا على ثقة الأطباء، وهذه الثقة تُكتسب بالخدمة الموثوقة». ولمزيد من المعلومات عن تاريخنا وقيمنا، تفضلوا بزيارة <a href="/about-us">صفحة من نحن</a>. <em>وتبدأ الخطوات الأولى هذا العام.</em></p>`,
    },
    when: { days: -220, time: '08:00' },
    tag: { en: 'Company', ar: 'الشركة' },
    image: 'news-7',
  },
  {
    id: 8,
    header: {
      en: 'Healthy Smiles: an oral-health programme for Riyadh schools',
      ar: '«ابتسامات صحية»: برنامج لصحة الفم في مدارس الرياض',
    },
    description: {
      en: 'Wahat Medical volunteers and partner dentists will visit 20 primary schools this spring to teach children how to care for their teeth.',
      ar: 'سيزور متطوعو واحات الطبية وأطباء الأسنان الشركاء 20 مدرسة ابتدائية هذا الربيع لتعليم الأطفال كيفية العناية بأسنانهم.',
    },
    image_title: {
      en: 'Children learning to brush their teeth in a classroom workshop',
      ar: 'أطفال يتعلمون تنظيف أسنانهم بالفرشاة في ورشة داخل الفصل',
    },
    introduction: {
      en: `<p>Tooth decay remains one of the most common health problems among children in the region, yet it is largely preventable. With our Healthy Smiles initiative, we want to bring simple, practical oral-health education directly into the classroom.</p>`,
      ar: `<p>لا يزال تسوس الأسنان من أكثر المشكلات الصحية شيوعًا بين الأطفال في المنطقة، مع أنه يمكن الوقاية منه إلى حد كبير. ومن خلال مبادرة «ابتسامات صحية»، نسعى إلى إيصال توعية بسيطة وعملية بصحة الفم إلى داخل الفصول الدراسية مباشرةً.</p>`,
    },
    html_content: {
      en: `<h2>Learning good habits early</h2>
<p>Each school visit includes a short interactive lesson, a brushing demonstration with large models and a free dental check by a volunteer dentist. Parents receive a letter with the results and advice on follow-up care. Children who need treatment are referred to a nearby partner clinic at a reduced fee. In the first year, we aim to reach <strong>more than 5000 children</strong>.</p>
<img src="/images/news-8-inline.jpg" width="960" height="600" alt="A volunteer dentist showing a child how to brush with a large tooth model">
<h3>What every child receives</h3>
<ul>
  <li>A toothbrush, fluoride toothpaste and a two-minute timer</li>
  <li>An illustrated booklet in Arabic and English</li>
  <li>A free basic dental check</li>
</ul>
<p>The programme runs with the support of partner clinics and local education offices. Schools and dentists who would like to take part are warmly invited to <a href="/contact-us">contact us</a>. <em>Every healthy smile starts with one good habit.</em></p>`,
      ar: `<h2>عادات صحية منذ الصغر</h2>
<p>تتضمن كل زيارة مدرسية درسًا تفاعليًا قصيرًا، وعرضًا لطريقة تنظيف الأسنان باستخدام نماذج كبيرة، وفحصًا مجانيًا للأسنان يجريه طبيب متطوع. ويتلقى أولياء الأمور رسالة تتضمن النتائج ونصائح للمتابعة. ويُحال الأطفال الذين يحتاجون إلى علاج إلى عيادة شريكة قريبة برسوم مخفّضة. ونهدف في العام الأول إلى الوصول إلى <strong>أكثر من 5000 طفل</strong>.</p>
<img src="/images/news-8-inline.jpg" width="960" height="600" alt="طبيب أسنان متطوع يعلّم طفلًا طريقة تنظيف الأسنان باستخدام نموذج سن كبير">
<h3>ما يحصل عليه كل طفل</h3>
<ul>
  <li>فرشاة أسنان ومعجون بالفلورايد ومؤقت لمدة دقيقتين</li>
  <li>كتيب مصوّر باللغتين العربية والإنجليزية</li>
  <li>فحص أساسي مجاني للأسنان</li>
</ul>
<p>يُنفَّذ البرنامج بدعم من العيادات الشريكة ومكاتب التعليم المحلية. ويسعدنا أن تتواصل معنا المدارس وأطباء الأسنان الراغبون في المشاركة عبر <a href="/contact-us">صفحة التواصل</a>. <em>كل ابتسامة صحية تبدأ بعادة جيدة واحدة.</em></p>`,
    },
    when: { days: -260, time: '08:00' },
    tag: { en: 'News', ar: 'أخبار' },
    image: 'news-8',
  },
]
