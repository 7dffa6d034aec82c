import type { EventFixture } from '../content-types'

export const events: EventFixture[] = [
  {
    id: 1,
    header: {
      en: 'Riyadh Implantology Symposium: Predictable Outcomes in Complex Cases',
      ar: 'ندوة الرياض لزراعة الأسنان: نتائج متوقعة في الحالات المعقدة',
    },
    description: {
      en: 'A two-day symposium bringing together implantologists from across the Gulf to discuss guided surgery, immediate loading and long-term peri-implant health.',
      ar: 'ندوة تمتد يومين تجمع أطباء زراعة الأسنان من مختلف دول الخليج لمناقشة الجراحة الموجهة والتحميل الفوري وصحة الأنسجة المحيطة بالزرعات على المدى الطويل.',
    },
    image_title: {
      en: 'Speakers and delegates at the opening session in Riyadh',
      ar: 'المتحدثون والمشاركون في الجلسة الافتتاحية بالرياض',
    },
    introduction: {
      en: `<p>Wahat Medical hosts its annual implantology symposium in Riyadh, expecting more than 350 dentists, oral surgeons and prosthodontists for two days of lectures, live-surgery broadcasts and case discussions.</p>
<p>This year's programme focuses on complex cases: the atrophic maxilla, full-arch rehabilitation and the management of peri-implant complications.</p>`,
      ar: `<p>تستضيف واحات الطبية ندوتها السنوية لزراعة الأسنان في الرياض، وتترقب أكثر من 350 طبيب أسنان وجرّاح فم وأخصائي تركيبات على مدى يومين من المحاضرات والبث المباشر للعمليات الجراحية ومناقشة الحالات.</p>
<p>يركّز برنامج هذا العام على الحالات المعقدة: الفك العلوي الضامر، والتأهيل الكامل للقوس السنية، والتعامل مع مضاعفات الأنسجة المحيطة بالزرعات.</p>`,
    },
    html_content: {
      en: `<h2>From planning to long-term maintenance</h2>
<p>The symposium opens with a keynote on <strong>prosthetically driven treatment planning</strong>, showing how CBCT data and intraoral scans can be merged to design surgical guides before the first incision. Speakers from Riyadh, Dubai and Cairo then present their protocols for immediate placement in the aesthetic zone. Each session ends with an open panel where delegates can bring their own cases for discussion.</p>
<img src="/images/events-1-inline.jpg" width="960" height="600" alt="A live-surgery broadcast of guided implant placement shown to the symposium audience">
<h3>Key topics on the programme</h3>
<ul>
<li>Guided surgery with fully digital workflows</li>
<li>Sinus augmentation and short implants in the posterior maxilla</li>
<li>Immediate loading protocols for full-arch cases</li>
<li>Diagnosis and treatment of peri-implantitis</li>
</ul>
<p>Attendees earn 12 CME hours accredited by the Saudi Commission for Health Specialties. Clinics interested in the implant systems presented at the event can <a href="/book-a-meeting">book a meeting with our dental specialists</a> for a product demonstration.</p>`,
      ar: `<h2>من التخطيط إلى المتابعة طويلة الأمد</h2>
<p>تُفتتح الندوة بمحاضرة رئيسية حول <strong>التخطيط العلاجي المبني على التركيبات</strong>، تبيّن كيف يمكن دمج بيانات التصوير المقطعي المخروطي مع المسح داخل الفم لتصميم الأدلة الجراحية قبل إجراء الشق الأول. ثم يعرض متحدثون من الرياض ودبي والقاهرة بروتوكولاتهم للزراعة الفورية في المنطقة التجميلية. وتُختتم كل جلسة بحلقة نقاش مفتوحة يمكن للمشاركين فيها عرض حالاتهم الخاصة للنقاش.</p>
<img src="/images/events-1-inline.jpg" width="960" height="600" alt="بث مباشر لعملية زراعة موجهة يُعرض على حضور الندوة">
<h3>أبرز محاور البرنامج</h3>
<ul>
<li>الجراحة الموجهة باستخدام سير عمل رقمي بالكامل</li>
<li>رفع أرضية الجيب الفكي والزرعات القصيرة في الفك العلوي الخلفي</li>
<li>بروتوكولات التحميل الفوري في حالات التأهيل الكامل للقوس</li>
<li>تشخيص التهاب الأنسجة المحيطة بالزرعات وعلاجه</li>
</ul>
<p>يحصل الحضور على 12 ساعة تعليم طبي مستمر معتمدة من الهيئة السعودية للتخصصات الصحية. ويمكن للعيادات المهتمة بأنظمة الزرعات المعروضة في الفعالية <a href="/book-a-meeting">حجز موعد مع أخصائيي طب الأسنان لدينا</a> للاطلاع على عرض توضيحي للمنتجات.</p>`,
    },
    when: { days: 24, time: '05:30' },
    ends: { days: 25, time: '14:00' },
    location: {
      en: 'Riyadh, Saudi Arabia',
      ar: 'الرياض، المملكة العربية السعودية',
    },
    image: 'events-1',
  },
  {
    id: 2,
    header: {
      en: 'Hands-On Course: Intraoral Scanning and the Digital Dental Workflow',
      ar: 'دورة تطبيقية: المسح داخل الفم وسير العمل الرقمي في طب الأسنان',
    },
    description: {
      en: 'A practical one-day course in Dubai where general dentists practise full-arch scanning, shade capture and sending cases to the laboratory digitally.',
      ar: 'دورة عملية ليوم واحد في دبي يتدرّب فيها أطباء الأسنان العامون على مسح القوس الكاملة وتحديد اللون وإرسال الحالات إلى المختبر رقميًا.',
    },
    image_title: {
      en: 'Participants practising full-arch scans on training models',
      ar: 'مشاركون يتدربون على مسح القوس الكاملة باستخدام نماذج تدريبية',
    },
    introduction: {
      en: `<p>Moving from conventional impressions to intraoral scanning changes how a practice works, from chairside communication to laboratory turnaround. This course in Dubai gives 40 dentists a full day at the scanner, with one device for every two participants.</p>`,
      ar: `<p>ينعكس الانتقال من الطبعات التقليدية إلى المسح داخل الفم على طريقة عمل العيادة بأكملها، من التواصل مع المريض على الكرسي إلى سرعة إنجاز المختبر. وتمنح هذه الدورة في دبي 40 طبيب أسنان يومًا كاملًا من التدريب على الماسحات، بمعدل جهاز واحد لكل مشاركَين.</p>`,
    },
    html_content: {
      en: `<h2>Scanning technique that labs can trust</h2>
<p>The morning session covers the fundamentals: scanning strategy, managing soft tissue and saliva, and capturing clean margins on crown preparations. Trainers show how small changes in the scanning path can <em>cut scan time in half</em> while improving accuracy. Every participant works on the same device models that our clinic customers use every day.</p>
<img src="/images/events-2-inline.jpg" width="960" height="600" alt="A dentist scanning a training model while the 3D image appears on a monitor">
<h3>What participants practise</h3>
<ol>
<li>Full-arch and quadrant scans on typodonts</li>
<li>Bite registration and digital shade matching</li>
<li>Scanning implant scan bodies for restorations</li>
<li>Exporting and sending cases to a dental laboratory</li>
</ol>
<p>In the afternoon, a laboratory technician joins to review the participants' scans and explain which details matter most for a well-fitting restoration. <strong>Each participant receives 7 CME hours.</strong> To arrange a scanner demonstration at your clinic, please <a href="/contact-us">contact our dental division</a>.</p>`,
      ar: `<h2>تقنية مسح يثق بها المختبر</h2>
<p>تتناول الجلسة الصباحية الأساسيات: استراتيجية المسح، والتحكم في الأنسجة الرخوة واللعاب، والتقاط حواف واضحة لتحضيرات التيجان. ويوضح المدربون كيف يمكن لتعديلات بسيطة في مسار المسح أن <em>تختصر زمن المسح إلى النصف</em> مع تحسين الدقة. ويعمل كل مشارك على طرازات الأجهزة نفسها التي يستخدمها عملاؤنا في عياداتهم يوميًا.</p>
<img src="/images/events-2-inline.jpg" width="960" height="600" alt="طبيب أسنان يمسح نموذجًا تدريبيًا بينما تظهر الصورة ثلاثية الأبعاد على الشاشة">
<h3>ما يتدرّب عليه المشاركون</h3>
<ol>
<li>مسح القوس الكاملة والأرباع على نماذج الأسنان التدريبية</li>
<li>تسجيل العضة ومطابقة اللون رقميًا</li>
<li>مسح قطع المسح الخاصة بالزرعات لتصميم التركيبات</li>
<li>تصدير الحالات وإرسالها إلى مختبر الأسنان</li>
</ol>
<p>وفي فترة ما بعد الظهر، ينضم فني مختبر لمراجعة عمليات المسح التي يجريها المشاركون وشرح التفاصيل الأهم للحصول على تركيبة محكمة. <strong>يحصل كل مشارك على 7 ساعات تعليم طبي مستمر.</strong> ولترتيب عرض توضيحي للماسح في عيادتك، يُرجى <a href="/contact-us">التواصل مع قسم طب الأسنان لدينا</a>.</p>`,
    },
    when: { days: 9, time: '06:00' },
    ends: { days: 9, time: '13:00' },
    location: {
      en: 'Dubai, United Arab Emirates',
      ar: 'دبي، الإمارات العربية المتحدة',
    },
    image: 'events-2',
  },
  {
    id: 3,
    header: {
      en: 'CME Workshop: Clear Aligner Orthodontics for the Modern Practice',
      ar: 'ورشة تعليم طبي مستمر: تقويم الأسنان بالمصففات الشفافة في العيادة الحديثة',
    },
    description: {
      en: 'An accredited workshop in Jeddah on case selection, digital treatment planning and attachment design for clear aligner therapy.',
      ar: 'ورشة معتمدة في جدة حول اختيار الحالات والتخطيط العلاجي الرقمي وتصميم الملحقات في العلاج بالمصففات الشفافة.',
    },
    image_title: {
      en: 'An orthodontist reviewing a digital aligner treatment plan',
      ar: 'أخصائي تقويم يراجع خطة علاج رقمية بالمصففات',
    },
    introduction: {
      en: `<p>Demand for clear aligners continues to grow across the Kingdom, and with it the need for sound biomechanical planning. This workshop in Jeddah helped orthodontists and general dentists read and refine digital set-ups with confidence.</p>
<p>The sessions combined short lectures with supervised planning exercises on real, anonymised cases.</p>`,
      ar: `<p>يتزايد الطلب على المصففات الشفافة في أنحاء المملكة، ويتزايد معه الاحتياج إلى تخطيط ميكانيكي حيوي سليم. وقد ساعدت هذه الورشة في جدة أخصائيي التقويم وأطباء الأسنان العامين على قراءة الإعدادات الرقمية وتحسينها بثقة.</p>
<p>جمعت الجلسات بين محاضرات قصيرة وتمارين تخطيط تحت الإشراف على حالات حقيقية مجهولة الهوية.</p>`,
    },
    html_content: {
      en: `<h2>Planning aligner cases that finish on time</h2>
<p>Most refinements can be traced back to the initial plan. The workshop therefore started with <strong>case selection</strong>: which malocclusions respond predictably to aligners, and when fixed appliances or auxiliaries remain the better choice. Each participant then planned three cases of increasing difficulty, with feedback from the course faculty.</p>
<img src="/images/events-3-inline.jpg" width="960" height="600" alt="Clear aligner trays arranged next to a digital treatment set-up on a laptop">
<h3>Workshop modules</h3>
<ul>
<li>Reading and modifying the digital set-up</li>
<li>Attachment design for rotations and extrusions</li>
<li>Interproximal reduction: planning and chairside technique</li>
<li>Monitoring progress and managing refinements</li>
</ul>
<p>Participants left with a checklist they can apply to every new case, and <em>8 CME hours</em> accredited by the Saudi Commission for Health Specialties. Find out more about the aligner systems we distribute on our <a href="/orthodontic-division">orthodontic division page</a>.</p>`,
      ar: `<h2>تخطيط حالات المصففات لتنتهي في موعدها</h2>
<p>يمكن إرجاع معظم التعديلات اللاحقة إلى الخطة الأولية؛ لذلك بدأت الورشة بموضوع <strong>اختيار الحالات</strong>: أي أنواع سوء الإطباق تستجيب للمصففات بشكل متوقع، ومتى تظل الأجهزة الثابتة أو الوسائل المساعدة الخيار الأفضل. ثم خطّط كل مشارك لثلاث حالات متدرجة الصعوبة، مع ملاحظات مباشرة من أعضاء هيئة التدريب.</p>
<img src="/images/events-3-inline.jpg" width="960" height="600" alt="قوالب مصففات شفافة مرتبة بجوار خطة علاج رقمية على حاسوب محمول">
<h3>محاور الورشة</h3>
<ul>
<li>قراءة الإعداد الرقمي وتعديله</li>
<li>تصميم الملحقات لحالات الدوران والبزوغ</li>
<li>التقليل بين الأسنان: التخطيط والتقنية السريرية</li>
<li>متابعة التقدم وإدارة التعديلات</li>
</ul>
<p>غادر المشاركون ومعهم قائمة مراجعة يمكنهم تطبيقها على كل حالة جديدة، إضافة إلى <em>8 ساعات تعليم طبي مستمر</em> معتمدة من الهيئة السعودية للتخصصات الصحية. تعرّف على المزيد حول أنظمة المصففات التي نوزعها عبر <a href="/orthodontic-division">صفحة قسم التقويم</a>.</p>`,
    },
    when: { days: -12, time: '06:00' },
    ends: { days: -12, time: '13:30' },
    location: {
      en: 'Jeddah, Saudi Arabia',
      ar: 'جدة، المملكة العربية السعودية',
    },
    image: 'events-3',
  },
  {
    id: 4,
    header: {
      en: 'CBCT in Daily Practice: Interpreting 3D Dental Imaging',
      ar: 'التصوير المقطعي المخروطي في الممارسة اليومية: قراءة صور الأسنان ثلاثية الأبعاد',
    },
    description: {
      en: 'A course in Khobar on choosing the right field of view, reducing radiation dose and reading CBCT scans for implant, endodontic and surgical cases.',
      ar: 'دورة في الخبر حول اختيار مجال الرؤية المناسب وتقليل جرعة الإشعاع وقراءة صور التصوير المقطعي المخروطي في حالات الزراعة وعلاج الجذور والجراحة.',
    },
    image_title: {
      en: 'A CBCT unit demonstrated during the Khobar course',
      ar: 'عرض توضيحي لجهاز تصوير مقطعي مخروطي خلال دورة الخبر',
    },
    introduction: {
      en: `<p>Cone-beam computed tomography has become a standard tool in many dental clinics, yet reading the full volume remains a challenge for many practitioners. This course in Khobar, led by an oral and maxillofacial radiologist, focused on systematic interpretation and safe use.</p>`,
      ar: `<p>أصبح التصوير المقطعي المخروطي أداة أساسية في كثير من عيادات الأسنان، غير أن قراءة الحجم الكامل للصورة لا تزال تمثل تحديًا لعدد كبير من الممارسين. وقد ركّزت هذه الدورة في الخبر، التي قدّمها أخصائي أشعة الفم والوجه والفكين، على القراءة المنهجية والاستخدام الآمن.</p>`,
    },
    html_content: {
      en: `<h2>Reading the whole volume, not just the area of interest</h2>
<p>Every CBCT scan carries a responsibility to report what it shows. The course introduced a <strong>step-by-step reading routine</strong> that covers the sinuses, airway, temporomandibular joints and incidental findings, alongside the region the scan was taken for. Participants practised the routine on anonymised scans from clinics in the Eastern Province.</p>
<img src="/images/events-4-inline.jpg" width="960" height="600" alt="Cross-sectional CBCT views of the mandible displayed on a workstation">
<h3>Topics covered</h3>
<ul>
<li>Selecting field of view and resolution to keep the dose as low as reasonably achievable</li>
<li>Assessing bone volume and nerve position before implant placement</li>
<li>Detecting root fractures and missed canals</li>
<li>Recognising incidental findings that need referral</li>
</ul>
<p>Participants worked through more than 20 cases on diagnostic workstations and received <em>6 CME hours</em>. The radiation-safety guidance followed the recommendations published by the <a href="https://www.saudi-dental-society.example/">Saudi Dental Society</a>.</p>`,
      ar: `<h2>قراءة الحجم الكامل لا منطقة الاهتمام فقط</h2>
<p>كل صورة مقطعية مخروطية تحمّل الطبيب مسؤولية الإبلاغ عن كل ما تُظهره. وقد قدّمت الدورة <strong>منهجية قراءة خطوة بخطوة</strong> تشمل الجيوب الأنفية ومجرى الهواء والمفاصل الصدغية الفكية والموجودات العرضية، إلى جانب المنطقة التي أُجري التصوير من أجلها. وتدرّب المشاركون على هذه المنهجية باستخدام صور مجهولة الهوية من عيادات في المنطقة الشرقية.</p>
<img src="/images/events-4-inline.jpg" width="960" height="600" alt="مقاطع عرضية للفك السفلي بالتصوير المقطعي المخروطي معروضة على محطة عمل">
<h3>الموضوعات المطروحة</h3>
<ul>
<li>اختيار مجال الرؤية ودقة الصورة للإبقاء على الجرعة عند أدنى مستوى ممكن</li>
<li>تقييم حجم العظم وموقع العصب قبل وضع الزرعات</li>
<li>اكتشاف كسور الجذور والقنوات غير المعالجة</li>
<li>التعرف على الموجودات العرضية التي تستدعي الإحالة</li>
</ul>
<p>عمل المشاركون على أكثر من 20 حالة باستخدام محطات عمل تشخيصية، وحصلوا على <em>6 ساعات تعليم طبي مستمر</em>. واتبعت إرشادات السلامة الإشعاعية التوصيات الصادرة عن <a href="https://www.saudi-dental-society.example/">الجمعية السعودية لطب الأسنان</a>.</p>`,
    },
    when: { days: -40 },
    ends: { days: -39 },
    location: {
      en: 'Khobar, Saudi Arabia',
      ar: 'الخبر، المملكة العربية السعودية',
    },
    image: 'events-4',
  },
  {
    id: 5,
    header: {
      en: 'Periodontal Regeneration with Biologics: A Clinical Masterclass',
      ar: 'تجديد الأنسجة اللثوية باستخدام المواد الحيوية: دورة سريرية متقدمة',
    },
    description: {
      en: 'A masterclass in Cairo on regenerating lost periodontal support with enamel matrix derivatives, bone grafts and platelet concentrates.',
      ar: 'دورة متقدمة في القاهرة حول تجديد الدعم اللثوي المفقود باستخدام مشتقات مطرس المينا والطعوم العظمية ومركّزات الصفائح الدموية.',
    },
    image_title: {
      en: 'Periodontists practising flap design on animal jaw models',
      ar: 'أخصائيو لثة يتدربون على تصميم الشرائح الجراحية على نماذج فكوك حيوانية',
    },
    introduction: {
      en: `<p>Intrabony defects and furcation involvement no longer have to mean extraction. In this masterclass in Cairo, periodontists and general dentists with a surgical interest reviewed the evidence behind regenerative therapy and practised the techniques that make it work.</p>
<p>The course was delivered in partnership with the regional periodontology society and combined lectures with a full afternoon of hands-on training.</p>`,
      ar: `<p>لم تعد العيوب العظمية داخل الجدار وإصابات مناطق التفرع تعني بالضرورة خلع السن. ففي هذه الدورة المتقدمة في القاهرة، راجع أخصائيو اللثة وأطباء الأسنان العامون المهتمون بالجراحة الأدلة العلمية التي يقوم عليها العلاج التجديدي، وتدرّبوا على التقنيات التي تضمن نجاحه.</p>
<p>قُدّمت الدورة بالشراكة مع الجمعية الإقليمية لأمراض اللثة، وجمعت بين المحاضرات وفترة ما بعد ظهر كاملة من التدريب العملي.</p>`,
    },
    html_content: {
      en: `<h2>Choosing the right biologic for the defect</h2>
<p>Not every defect benefits from the same material. Speakers explained how <strong>defect morphology</strong>, the number of remaining bony walls and the patient's risk factors guide the choice between enamel matrix derivatives, particulate grafts, membranes and platelet-rich fibrin. Clinical photographs and radiographs from cases followed for more than ten years illustrated each approach.</p>
<img src="/images/events-5-inline.jpg" width="960" height="600" alt="Regenerative materials and surgical instruments laid out for the hands-on session">
<h3>Hands-on exercises</h3>
<ol>
<li>Papilla preservation flap design</li>
<li>Root surface conditioning and application of enamel matrix derivative</li>
<li>Graft placement and membrane stabilisation</li>
<li>Suturing for primary wound closure</li>
</ol>
<p>The masterclass closed with a discussion of <em>long-term results and supportive periodontal care</em>. Participants earned 8 CME hours. The regenerative products used during the course are available through our <a href="/surgical-division">surgical division</a>.</p>`,
      ar: `<h2>اختيار المادة الحيوية المناسبة للعيب</h2>
<p>لا تستفيد جميع العيوب من المادة نفسها. وقد شرح المتحدثون كيف يوجّه <strong>شكل العيب</strong> وعدد الجدران العظمية المتبقية وعوامل الخطورة لدى المريض الاختيار بين مشتقات مطرس المينا والطعوم الحبيبية والأغشية والفيبرين الغني بالصفائح الدموية. ودُعم كل أسلوب علاجي بصور سريرية وشعاعية لحالات جرت متابعتها لأكثر من عشر سنوات.</p>
<img src="/images/events-5-inline.jpg" width="960" height="600" alt="مواد تجديدية وأدوات جراحية معدّة لجلسة التدريب العملي">
<h3>التمارين العملية</h3>
<ol>
<li>تصميم الشريحة الجراحية مع الحفاظ على الحليمة اللثوية</li>
<li>تهيئة سطح الجذر وتطبيق مشتق مطرس المينا</li>
<li>وضع الطعم وتثبيت الغشاء</li>
<li>الخياطة لتحقيق الإغلاق الأولي للجرح</li>
</ol>
<p>اختُتمت الدورة بنقاش حول <em>النتائج طويلة الأمد والرعاية اللثوية الداعمة</em>. وحصل المشاركون على 8 ساعات تعليم طبي مستمر. وتتوفر المنتجات التجديدية المستخدمة في الدورة عبر <a href="/surgical-division">قسم الجراحة</a> لدينا.</p>`,
    },
    when: { days: -75, time: '05:30' },
    location: {
      en: 'Cairo, Egypt',
      ar: 'القاهرة، مصر',
    },
    image: 'events-5',
  },
  {
    id: 6,
    header: {
      en: 'Infection Control and Sterilisation Workshop for Dental Clinics',
      ar: 'ورشة عمل مكافحة العدوى والتعقيم في عيادات الأسنان',
    },
    description: {
      en: 'A practical workshop in Dammam for dentists, assistants and clinic managers on instrument reprocessing, autoclave validation and surface disinfection.',
      ar: 'ورشة عملية في الدمام لأطباء الأسنان والمساعدين ومديري العيادات حول إعادة معالجة الأدوات والتحقق من أداء أجهزة التعقيم وتطهير الأسطح.',
    },
    image_title: {
      en: 'A sterilisation room set up for the Dammam workshop',
      ar: 'غرفة تعقيم مجهزة لورشة العمل في الدمام',
    },
    introduction: {
      en: `<p>Effective infection control depends on the whole team. This workshop in Dammam invited dentists, dental assistants and clinic managers to walk through the complete reprocessing cycle together, from the treatment room to the sterile storage shelf.</p>`,
      ar: `<p>تعتمد مكافحة العدوى الفعالة على الفريق بأكمله؛ لذلك دعت هذه الورشة في الدمام أطباء الأسنان ومساعديهم ومديري العيادات إلى استعراض دورة إعادة المعالجة كاملة معًا، بدءًا من غرفة العلاج وانتهاءً برف التخزين المعقّم.</p>`,
    },
    html_content: {
      en: `<h2>A safe workflow from chair to storage</h2>
<p>The workshop was built around a fully equipped sterilisation area, where participants followed contaminated instruments through cleaning, inspection, packaging and sterilisation. Trainers stressed that <strong>cleaning is the step most often rushed</strong>, and that no steriliser can compensate for it. Teams rotated between stations so that every role saw the process from start to finish.</p>
<img src="/images/events-6-inline.jpg" width="960" height="600" alt="A dental assistant loading wrapped instrument packs into an autoclave">
<h3>Practical stations</h3>
<ul>
<li>Ultrasonic cleaning and washer-disinfector cycles</li>
<li>Daily, weekly and periodic autoclave testing</li>
<li>Handpiece maintenance and reprocessing</li>
<li>Surface disinfection and waterline management</li>
</ul>
<p>Each clinic team received a printed checklist aligned with national infection-prevention guidance, and participants earned <em>5 CME hours</em>. Clinics that wish to review their sterilisation equipment can <a href="/contact-us">contact us</a> to arrange a site visit.</p>`,
      ar: `<h2>سير عمل آمن من كرسي العلاج إلى التخزين</h2>
<p>صُمّمت الورشة حول منطقة تعقيم مجهزة بالكامل، تابع فيها المشاركون الأدوات الملوثة خلال مراحل التنظيف والفحص والتغليف والتعقيم. وأكّد المدربون أن <strong>التنظيف هو الخطوة التي يُستعجل فيها غالبًا</strong>، وأنه لا يوجد جهاز تعقيم قادر على تعويض التقصير فيها. وتنقّلت الفرق بين المحطات حتى يطّلع كل فرد، أيًّا كان دوره، على العملية من بدايتها إلى نهايتها.</p>
<img src="/images/events-6-inline.jpg" width="960" height="600" alt="مساعدة طبيب أسنان تضع عبوات أدوات مغلفة داخل جهاز التعقيم بالبخار">
<h3>المحطات العملية</h3>
<ul>
<li>التنظيف بالموجات فوق الصوتية ودورات أجهزة الغسيل والتطهير</li>
<li>الاختبارات اليومية والأسبوعية والدورية لأجهزة التعقيم بالبخار</li>
<li>صيانة القبضات وإعادة معالجتها</li>
<li>تطهير الأسطح وإدارة خطوط المياه</li>
</ul>
<p>تسلّم كل فريق عيادة قائمة مراجعة مطبوعة متوافقة مع الإرشادات الوطنية للوقاية من العدوى، وحصل المشاركون على <em>5 ساعات تعليم طبي مستمر</em>. ويمكن للعيادات الراغبة في مراجعة معدات التعقيم لديها <a href="/contact-us">التواصل معنا</a> لترتيب زيارة ميدانية.</p>`,
    },
    when: { days: -110 },
    location: {
      en: 'Dammam, Saudi Arabia',
      ar: 'الدمام، المملكة العربية السعودية',
    },
    image: 'events-6',
  },
  {
    id: 7,
    header: {
      en: 'Hospital Imaging Symposium: Advances in CT, MRI and Ultrasound',
      ar: 'ندوة التصوير الطبي في المستشفيات: مستجدات الأشعة المقطعية والرنين المغناطيسي والموجات فوق الصوتية',
    },
    description: {
      en: 'A symposium in Riyadh for radiologists, technologists and hospital biomedical engineers on dose reduction, faster MRI protocols and point-of-care ultrasound.',
      ar: 'ندوة في الرياض لأطباء الأشعة والتقنيين ومهندسي الأجهزة الطبية في المستشفيات حول خفض الجرعة الإشعاعية وتسريع بروتوكولات الرنين المغناطيسي والموجات فوق الصوتية عند نقطة الرعاية.',
    },
    image_title: {
      en: 'Radiologists attending a panel discussion on imaging workflows',
      ar: 'أطباء أشعة يحضرون جلسة نقاش حول سير العمل في التصوير الطبي',
    },
    introduction: {
      en: `<p>Hospital imaging departments are under pressure to scan more patients, faster and with lower radiation dose. Wahat Medical's medical division brought together radiologists, radiographers and biomedical engineers from hospitals across the Kingdom to share how they are meeting that demand.</p>
<p>The programme balanced clinical lectures with sessions on equipment planning and service.</p>`,
      ar: `<p>تواجه أقسام التصوير الطبي في المستشفيات ضغطًا متزايدًا لفحص عدد أكبر من المرضى بسرعة أعلى وجرعة إشعاعية أقل. وقد جمع قسم الأجهزة الطبية في واحات الطبية أطباء الأشعة وفنييها ومهندسي الأجهزة الطبية من مستشفيات مختلفة في المملكة لتبادل تجاربهم في تلبية هذا الطلب.</p>
<p>وازن البرنامج بين المحاضرات السريرية وجلسات حول تخطيط الأجهزة وصيانتها.</p>`,
    },
    html_content: {
      en: `<h2>Better images with fewer compromises</h2>
<p>The opening session reviewed how <strong>iterative and deep-learning reconstruction</strong> allow CT departments to lower dose without losing diagnostic quality. A second panel presented shortened MRI protocols that have reduced waiting lists at two tertiary hospitals in Riyadh. Biomedical engineers also shared practical lessons on planning room layouts and power requirements.</p>
<img src="/images/events-7-inline.jpg" width="960" height="600" alt="A CT scanner in a hospital imaging suite">
<h3>Programme highlights</h3>
<ul>
<li>Dose-optimised CT protocols for paediatric and emergency patients</li>
<li>Accelerated MRI sequences for neurological and musculoskeletal exams</li>
<li>Point-of-care ultrasound in emergency and intensive care</li>
<li>Preventive maintenance and uptime planning for imaging equipment</li>
</ul>
<p>Physicians and technologists earned <em>10 CME hours</em>. Hospitals planning new installations can visit our <a href="/medical-division">medical division</a> page to speak with an imaging specialist.</p>`,
      ar: `<h2>صور أفضل بتنازلات أقل</h2>
<p>استعرضت الجلسة الافتتاحية كيف تتيح <strong>تقنيات إعادة البناء التكرارية والمعتمدة على التعلم العميق</strong> لأقسام الأشعة المقطعية خفض الجرعة دون التأثير في الجودة التشخيصية. وعرضت جلسة نقاش ثانية بروتوكولات مختصرة للرنين المغناطيسي أسهمت في تقليص قوائم الانتظار في مستشفيين تخصصيين بالرياض. كما عرض مهندسو الأجهزة الطبية دروسًا عملية في تخطيط غرف التصوير ومتطلبات الطاقة الكهربائية.</p>
<img src="/images/events-7-inline.jpg" width="960" height="600" alt="جهاز أشعة مقطعية في قسم التصوير الطبي بأحد المستشفيات">
<h3>أبرز فقرات البرنامج</h3>
<ul>
<li>بروتوكولات أشعة مقطعية محسّنة الجرعة لمرضى الأطفال والطوارئ</li>
<li>تسلسلات رنين مغناطيسي سريعة لفحوص الجهاز العصبي والعضلي الهيكلي</li>
<li>الموجات فوق الصوتية عند نقطة الرعاية في الطوارئ والعناية المركزة</li>
<li>الصيانة الوقائية وتخطيط جاهزية أجهزة التصوير</li>
</ul>
<p>حصل الأطباء والتقنيون على <em>10 ساعات تعليم طبي مستمر</em>. ويمكن للمستشفيات التي تخطط لتركيب أجهزة جديدة زيارة صفحة <a href="/medical-division">قسم الأجهزة الطبية</a> لدينا للتحدث مع أحد أخصائيي التصوير.</p>`,
    },
    when: { days: -150, time: '05:00' },
    ends: { days: -149, time: '14:00' },
    location: {
      en: 'Riyadh, Saudi Arabia',
      ar: 'الرياض، المملكة العربية السعودية',
    },
    image: 'events-7',
  },
  {
    id: 8,
    header: {
      en: 'Hands-On Oral Surgery Course: Atraumatic Extraction and Socket Preservation',
      ar: 'دورة جراحة الفم التطبيقية: الخلع غير الرضحي والحفاظ على السنخ',
    },
    description: {
      en: 'A two-day course in Jeddah on surgical extraction of impacted third molars, atraumatic extraction techniques and preserving the ridge for future implants.',
      ar: 'دورة تمتد يومين في جدة حول الخلع الجراحي لضروس العقل المطمورة وتقنيات الخلع غير الرضحي والحفاظ على الحافة السنخية تمهيدًا للزراعة مستقبلًا.',
    },
    image_title: {
      en: 'Participants practising surgical extractions under supervision',
      ar: 'مشاركون يتدربون على الخلع الجراحي تحت الإشراف',
    },
    introduction: {
      en: `<p>What happens at extraction determines the options available afterwards. This course in Jeddah gave general dentists the skills to perform surgical extractions confidently while protecting the bone and soft tissue needed for later restoration.</p>`,
      ar: `<p>ما يحدث أثناء الخلع يحدد الخيارات المتاحة بعده. وقد زوّدت هذه الدورة في جدة أطباء الأسنان العامين بالمهارات اللازمة لإجراء الخلع الجراحي بثقة، مع الحفاظ على العظم والأنسجة الرخوة اللازمة للترميم لاحقًا.</p>`,
    },
    html_content: {
      en: `<h2>Protecting bone from the first step</h2>
<p>The first day focused on assessment and technique: reading panoramic and CBCT images of impacted third molars, planning flap design and sectioning teeth to <strong>minimise bone removal</strong>. The second day moved to socket preservation and the materials that support it. Each participant worked at an individual station with a complete surgical kit.</p>
<img src="/images/events-8-inline.jpg" width="960" height="600" alt="Periotomes, elevators and forceps prepared for an atraumatic extraction exercise">
<h3>Skills practised on models</h3>
<ol>
<li>Flap design and tooth sectioning for impacted third molars</li>
<li>Atraumatic extraction with periotomes and luxators</li>
<li>Socket grafting with xenograft and collagen membrane</li>
<li>Managing bleeding and post-operative complications</li>
</ol>
<p>Participants earned <em>14 CME hours</em> over the two days. Upcoming dates for this course will be announced on our events page; to register your interest in the meantime, please <a href="/contact-us">send us a message</a>.</p>`,
      ar: `<h2>حماية العظم منذ الخطوة الأولى</h2>
<p>ركّز اليوم الأول على التقييم والتقنية: قراءة الصور البانورامية وصور التصوير المقطعي المخروطي لضروس العقل المطمورة، وتخطيط تصميم الشريحة، وتقسيم الأسنان بما <strong>يقلّل إزالة العظم إلى أدنى حد</strong>. وانتقل اليوم الثاني إلى الحفاظ على السنخ والمواد التي تدعمه. وعمل كل مشارك في محطة فردية مزودة بطقم جراحي كامل.</p>
<img src="/images/events-8-inline.jpg" width="960" height="600" alt="أدوات فصل الأربطة والروافع والكلابات معدّة لتمرين الخلع غير الرضحي">
<h3>المهارات التي جرى التدرب عليها على النماذج</h3>
<ol>
<li>تصميم الشريحة وتقسيم السن في حالات ضروس العقل المطمورة</li>
<li>الخلع غير الرضحي باستخدام أدوات فصل الأربطة والمخلخلات</li>
<li>تطعيم السنخ بطعم عظمي حيواني المصدر وغشاء كولاجيني</li>
<li>السيطرة على النزيف ومعالجة مضاعفات ما بعد الجراحة</li>
</ol>
<p>حصل المشاركون على <em>14 ساعة تعليم طبي مستمر</em> على مدى اليومين. وسيُعلن عن المواعيد القادمة لهذه الدورة في صفحة الفعاليات لدينا؛ وللتعبير عن اهتمامك بالتسجيل في الأثناء، يُرجى <a href="/contact-us">مراسلتنا</a>.</p>`,
    },
    when: { days: -190, time: '05:30' },
    ends: { days: -189, time: '13:30' },
    location: {
      en: 'Jeddah, Saudi Arabia',
      ar: 'جدة، المملكة العربية السعودية',
    },
    image: 'events-8',
  },
]
