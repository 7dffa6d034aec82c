import type { CategoryFixture, DoctorFixture, TestimonialFixture } from '../content-types'

export const categories: CategoryFixture[] = [
  {
    id: 1,
    name: { en: 'Implants', ar: 'زراعة الأسنان' },
    image: 'category-1',
    products: [
      {
        id: 1,
        title: { en: 'Tapered Bone-Level Implant System', ar: 'نظام الغرسات المخروطية على مستوى العظم' },
        short_description: {
          en: 'A tapered implant designed for high primary stability in soft and extraction-site bone.',
          ar: 'غرسة مخروطية مصممة لتحقيق ثبات أولي عالٍ في العظم اللين ومواقع الخلع الحديثة.',
        },
        description: {
          en: 'The tapered body and progressive thread pattern condense bone during insertion, supporting immediate placement protocols. A single prosthetic connection across all diameters simplifies restorative inventory for the clinic. Available in diameters from 3.3mm to 5.0mm and lengths from 8mm to 16mm.',
          ar: 'يعمل الجسم المخروطي ونمط اللولب المتدرج على تكثيف العظم أثناء الإدخال، مما يدعم بروتوكولات الزراعة الفورية. ويُبسّط الاتصال التعويضي الموحّد لجميع الأقطار إدارة مخزون التعويضات في العيادة. تتوفر الغرسة بأقطار من 3.3 إلى 5.0 مم وبأطوال من 8 إلى 16 مم.',
        },
        image: 'product-1',
      },
      {
        id: 2,
        title: { en: 'Short Implants 6mm and 7.5mm', ar: 'الغرسات القصيرة بطول 6 مم و7.5 مم' },
        short_description: {
          en: 'Short implants in 6mm and 7.5mm lengths for sites with limited vertical bone height.',
          ar: 'غرسات قصيرة بطولَي 6 مم و7.5 مم للمواقع ذات الارتفاع العظمي العمودي المحدود.',
        },
        description: {
          en: 'Designed for the posterior maxilla and mandible, these short implants can help avoid sinus lifts and vertical augmentation in many cases. A wide-body design and micro-rough surface maximise bone-to-implant contact despite the reduced length. Both lengths share the same prosthetic platform as our standard implant range.',
          ar: 'صُممت هذه الغرسات القصيرة للمنطقة الخلفية من الفكين العلوي والسفلي، وتساعد في كثير من الحالات على تجنّب رفع الجيب الأنفي والتطعيم العظمي العمودي. ويضمن التصميم العريض والسطح الدقيق الخشونة أقصى تلامس بين العظم والغرسة رغم قِصر طولها. ويشترك الطولان في المنصة التعويضية نفسها المستخدمة في مجموعة غرساتنا القياسية.',
        },
        image: 'product-2',
      },
      {
        id: 3,
        title: { en: 'Narrow-Diameter Implants', ar: 'الغرسات ضيقة القطر' },
        short_description: {
          en: 'Slim 3.0mm implants for narrow ridges and limited interdental spaces in the anterior region.',
          ar: 'غرسات رفيعة بقطر 3.0 مم للحواف السنخية الضيقة والمسافات المحدودة بين الأسنان في المنطقة الأمامية.',
        },
        description: {
          en: 'Manufactured from high-strength titanium alloy, the narrow-diameter implant offers reliable fatigue resistance for single lateral incisors and lower incisors. It reduces the need for horizontal bone grafting in thin ridges. Dedicated aesthetic abutments support natural emergence profiles.',
          ar: 'تُصنع الغرسة ضيقة القطر من سبيكة تيتانيوم عالية المتانة، وتوفر مقاومة موثوقة للإجهاد عند تعويض القواطع الجانبية العلوية والقواطع السفلية المفردة. كما تقلل الحاجة إلى التطعيم العظمي الأفقي في الحواف الرقيقة. وتدعم الدعامات التجميلية المخصصة لها الحصول على بروز طبيعي للتاج من اللثة.',
        },
        image: 'product-3',
      },
      {
        id: 4,
        title: { en: 'Surgical Implant Kit', ar: 'حقيبة أدوات جراحة الزراعة' },
        short_description: {
          en: 'A compact, colour-coded surgical kit covering every step of implant site preparation.',
          ar: 'حقيبة جراحية مدمجة بأدوات مرمّزة بالألوان تغطي جميع مراحل تحضير موقع الغرسة.',
        },
        description: {
          en: 'The kit includes pilot and shaping drills, depth gauges, drill stops and a torque ratchet arranged in a logical surgical sequence. Colour coding by diameter reduces chair-side errors and speeds up the procedure. The autoclavable tray keeps instruments organised through every sterilisation cycle.',
          ar: 'تضم الحقيبة مثاقب أولية ومثاقب تشكيل ومقاييس عمق ومحددات للمثاقب ومفتاح عزم، مرتبة وفق التسلسل الجراحي. ويقلل ترميز الأدوات بالألوان حسب القطر من الأخطاء أثناء العمل ويختصر زمن الإجراء. كما تحافظ الصينية القابلة للتعقيم بالأوتوكلاف على ترتيب الأدوات في كل دورة تعقيم.',
        },
        image: 'product-4',
      },
    ],
  },
  {
    id: 2,
    name: { en: 'Biologics', ar: 'المواد الحيوية' },
    image: 'category-2',
    products: [
      {
        id: 5,
        title: { en: 'Xenograft Bone Substitute', ar: 'بديل العظم من مصدر حيواني' },
        short_description: {
          en: 'A deproteinised bovine bone mineral for predictable, long-term volume preservation.',
          ar: 'معدن عظمي بقري منزوع البروتين يحافظ على الحجم العظمي بشكل متوقع وعلى المدى الطويل.',
        },
        description: {
          en: 'Its interconnected porous structure closely resembles human cancellous bone and acts as a stable scaffold for new bone formation. The slow resorption rate makes it well suited to sinus floor elevation and ridge preservation. Supplied as granules in vials and syringes of 0.25g, 0.5g and 1.0g.',
          ar: 'تشبه بنيته المسامية المترابطة العظمَ الإسفنجي البشري إلى حد كبير، وتعمل كدعامة مستقرة لتكوّن العظم الجديد. ويجعله معدل امتصاصه البطيء مناسبًا لرفع أرضية الجيب الأنفي والمحافظة على الحافة السنخية. يُورَّد على شكل حبيبات في قوارير ومحاقن بأوزان 0.25 و0.5 و1.0 غرام.',
        },
        image: 'product-5',
      },
      {
        id: 6,
        title: { en: 'Synthetic Biphasic Bone Graft', ar: 'طعم عظمي صناعي ثنائي الطور' },
        short_description: {
          en: 'A fully synthetic hydroxyapatite and beta-TCP graft for patients who prefer non-animal materials.',
          ar: 'طعم صناعي بالكامل من الهيدروكسي أباتيت وفوسفات ثلاثي الكالسيوم بيتا للمرضى الذين يفضّلون مواد من غير مصدر حيواني.',
        },
        description: {
          en: "The 60/40 ratio of hydroxyapatite to beta-tricalcium phosphate balances space maintenance with gradual replacement by the patient's own bone. It is free of any biological origin, which simplifies consent for many patients. Ideal for socket grafting, periodontal defects and small augmentations.",
          ar: 'توازن نسبة 60 إلى 40 بين الهيدروكسي أباتيت وفوسفات ثلاثي الكالسيوم بيتا بين المحافظة على الحيز واستبدال الطعم تدريجيًا بعظم المريض نفسه. ولأنه خالٍ من أي مصدر حيوي، يسهل الحصول على موافقة كثير من المرضى. وهو مثالي لتطعيم تجاويف الخلع وعلاج عيوب اللثة والتطعيمات الصغيرة.',
        },
        image: 'product-6',
      },
      {
        id: 7,
        title: { en: 'Resorbable Collagen Membrane', ar: 'غشاء كولاجين قابل للامتصاص' },
        short_description: {
          en: 'A bilayer native collagen membrane for guided bone and tissue regeneration.',
          ar: 'غشاء ثنائي الطبقة من الكولاجين الطبيعي للتجديد الموجَّه للعظم والأنسجة.',
        },
        description: {
          en: 'The smooth outer layer blocks soft-tissue ingrowth while the porous inner layer supports bone cells at the defect site. The membrane adapts easily to the ridge contour when hydrated and does not require a second surgery for removal. Available in 15x20mm, 25x25mm and 30x40mm sizes.',
          ar: 'تمنع الطبقة الخارجية الملساء نموّ الأنسجة الرخوة داخل العيب، بينما تدعم الطبقة الداخلية المسامية الخلايا العظمية في موقعه. ويتكيف الغشاء بسهولة مع شكل الحافة السنخية بعد ترطيبه، ولا يحتاج إلى جراحة ثانية لإزالته. يتوفر بمقاسات 15×20 مم و25×25 مم و30×40 مم.',
        },
        image: 'product-7',
      },
      {
        id: 8,
        title: { en: 'Collagen Wound Dressing', ar: 'ضمادة الجروح الكولاجينية' },
        short_description: {
          en: 'Absorbable collagen plugs and tapes that stabilise the blood clot after extraction.',
          ar: 'سدادات وأشرطة كولاجينية قابلة للامتصاص تثبّت الجلطة الدموية بعد الخلع.',
        },
        description: {
          en: 'The dressings help control bleeding and protect the extraction socket during the first days of healing. They are fully resorbed within two to four weeks, leaving no residue. Each unit is individually packed and sterile for single use.',
          ar: 'تساعد هذه الضمادات على السيطرة على النزيف وحماية تجويف الخلع خلال الأيام الأولى من الالتئام. وتُمتص بالكامل خلال أسبوعين إلى أربعة أسابيع دون أن تترك أي بقايا. وتأتي كل وحدة معقمة ومغلفة بشكل منفرد للاستخدام مرة واحدة.',
        },
        image: 'product-8',
      },
    ],
  },
  {
    id: 3,
    name: { en: 'Orthodontics', ar: 'تقويم الأسنان' },
    image: 'category-3',
    products: [
      {
        id: 9,
        title: { en: 'Carriere SLX 3D Self-Ligating Brackets', ar: 'حاصرات Carriere SLX 3D ذاتية الربط' },
        short_description: {
          en: 'Passive self-ligating brackets with a smooth, low-profile design for efficient tooth movement.',
          ar: 'حاصرات ذاتية الربط من النوع السلبي بتصميم أملس منخفض البروز لتحريك الأسنان بكفاءة.',
        },
        description: {
          en: 'Carriere SLX 3D brackets use a sliding door that opens and closes easily with a standard instrument, shortening wire changes at each visit. The low-friction passive design allows light, continuous forces for greater patient comfort. Their rounded contours reduce irritation of the lips and cheeks.',
          ar: 'تعتمد حاصرات Carriere SLX 3D على باب منزلق يُفتح ويُغلق بسهولة بأداة قياسية، مما يختصر وقت تغيير الأسلاك في كل زيارة. ويتيح التصميم السلبي منخفض الاحتكاك تطبيق قوى خفيفة ومستمرة تمنح المريض راحة أكبر. كما تقلل حوافها المستديرة من تهيّج الشفاه والخدود.',
        },
        image: 'product-9',
      },
      {
        id: 10,
        title: { en: 'Carriere Motion 3D Class II Corrector', ar: 'مصحح الصنف الثاني Carriere Motion 3D' },
        short_description: {
          en: 'A fixed appliance that corrects Class II relationships at the start of treatment, before brackets.',
          ar: 'جهاز ثابت يصحح علاقة الصنف الثاني في بداية العلاج قبل تركيب الحاصرات.',
        },
        description: {
          en: 'Carriere Motion 3D bonds from canine to first molar and works with elastics to establish a Class I platform early in treatment. Correcting the sagittal relationship first can shorten overall treatment time and simplify the finishing stage. It is discreet, requires no laboratory work and is well tolerated by adolescents and adults.',
          ar: 'يُلصق جهاز Carriere Motion 3D من الناب إلى الرحى الأولى، ويعمل مع المطاطات المرنة لتأسيس علاقة من الصنف الأول في مرحلة مبكرة من العلاج. ويسهم تصحيح العلاقة الأمامية الخلفية أولًا في تقصير مدة العلاج الإجمالية وتسهيل المرحلة النهائية. وهو جهاز غير لافت للنظر، لا يحتاج إلى عمل مخبري، ويتقبله المراهقون والبالغون جيدًا.',
        },
        image: 'product-10',
      },
      {
        id: 11,
        title: { en: 'Clear Aligner System', ar: 'نظام المصففات الشفافة' },
        short_description: {
          en: 'Removable clear aligners planned digitally for mild to moderate malocclusions.',
          ar: 'مصففات شفافة متحركة يُخطَّط لها رقميًا لعلاج حالات سوء الإطباق الخفيفة إلى المتوسطة.',
        },
        description: {
          en: 'Each case is planned from an intraoral scan, with a 3D simulation the orthodontist can review and adjust before manufacturing. The multilayer material maintains consistent force throughout each aligner stage while remaining almost invisible. Local support from our clinical team helps practices start treating aligner cases with confidence.',
          ar: 'يُخطَّط لكل حالة انطلاقًا من مسح داخل الفم، مع محاكاة ثلاثية الأبعاد يستطيع أخصائي التقويم مراجعتها وتعديلها قبل التصنيع. وتحافظ المادة متعددة الطبقات على قوة ثابتة طوال كل مرحلة مع بقائها شبه غير مرئية. ويساعد الدعم المحلي من فريقنا السريري العيادات على البدء في علاج حالات المصففات بثقة.',
        },
        image: 'product-11',
      },
      {
        id: 12,
        title: { en: 'Nickel-Titanium Archwires', ar: 'أسلاك النيكل والتيتانيوم التقويمية' },
        short_description: {
          en: 'Heat-activated nickel-titanium archwires delivering gentle, consistent forces.',
          ar: 'أسلاك تقويمية من النيكل والتيتانيوم تُنشَّط بحرارة الفم وتطبّق قوى لطيفة وثابتة.',
        },
        description: {
          en: 'The wires become more flexible at room temperature for easy engagement and regain their shape at mouth temperature. This provides efficient levelling and alignment with less discomfort for the patient. Available in round and rectangular sections in the most common arch forms.',
          ar: 'تصبح هذه الأسلاك أكثر مرونة في درجة حرارة الغرفة مما يسهّل تثبيتها، ثم تستعيد شكلها عند درجة حرارة الفم. ويتيح ذلك تسوية الأسنان ورصفها بكفاءة مع إزعاج أقل للمريض. تتوفر بمقاطع دائرية ومستطيلة وبأشكال الأقواس الأكثر استخدامًا.',
        },
        image: 'product-12',
      },
    ],
  },
  {
    id: 4,
    name: { en: 'Digital imaging', ar: 'التصوير الرقمي' },
    image: 'category-4',
    products: [
      {
        id: 13,
        title: { en: 'Intraoral X-ray Sensor', ar: 'حساس الأشعة داخل الفم' },
        short_description: {
          en: 'A slim intraoral sensor delivering 25 lp/mm resolution with images in 5 seconds.',
          ar: 'حساس رفيع داخل الفم يوفر دقة تبلغ 25 زوج خطوط لكل مم ويعرض الصورة خلال 5 ثوانٍ.',
        },
        description: {
          en: 'With a true resolution of 25 lp/mm, the sensor reveals fine details of root canals, caries and bone structure. At just 4.5mm thick with rounded corners, it is comfortable for patients, including children. Images appear on screen in 5 seconds, keeping diagnosis fast and the appointment on schedule.',
          ar: 'بفضل دقته الفعلية البالغة 25 زوج خطوط لكل مم، يكشف الحساس أدق تفاصيل قنوات الجذور والتسوس والبنية العظمية. ولا تتجاوز سماكته 4.5 مم مع زوايا مستديرة، مما يجعله مريحًا للمرضى بمن فيهم الأطفال. وتظهر الصورة على الشاشة خلال 5 ثوانٍ، فيبقى التشخيص سريعًا والموعد في وقته.',
        },
        image: 'product-13',
      },
      {
        id: 14,
        title: { en: 'CBCT 3D Imaging Unit', ar: 'جهاز التصوير المقطعي المخروطي ثلاثي الأبعاد' },
        short_description: {
          en: 'A cone beam CT unit with selectable fields of view for implant, endodontic and orthodontic diagnosis.',
          ar: 'جهاز تصوير مقطعي بالحزمة المخروطية بمجالات رؤية قابلة للاختيار لتشخيص حالات الزراعة وعلاج الجذور والتقويم.',
        },
        description: {
          en: 'Selectable fields of view, from a single quadrant to the full skull, let the clinician match the scan to the clinical question. Low-dose modes help reduce radiation exposure in line with ALARA principles. The unit also captures panoramic and cephalometric images, replacing several devices with one.',
          ar: 'تتيح مجالات الرؤية القابلة للاختيار، من ربع فكٍّ واحد إلى الجمجمة كاملة، مواءمة التصوير مع السؤال السريري. وتساعد أوضاع الجرعة المنخفضة على تقليل التعرض للإشعاع وفقًا لمبدأ أدنى جرعة ممكنة عمليًا. كما يلتقط الجهاز صورًا بانورامية وسيفالومترية، فيغني عن عدة أجهزة بجهاز واحد.',
        },
        image: 'product-14',
      },
      {
        id: 15,
        title: { en: 'Intraoral Scanner', ar: 'الماسح الضوئي داخل الفم' },
        short_description: {
          en: 'A lightweight, powder-free intraoral scanner for fast and accurate digital impressions.',
          ar: 'ماسح ضوئي خفيف الوزن داخل الفم لا يحتاج إلى مسحوق، للحصول على طبعات رقمية سريعة ودقيقة.',
        },
        description: {
          en: 'The scanner captures a full arch in under a minute in true colour, replacing conventional impression materials. Open STL export connects directly to dental laboratories, milling units and aligner planning software. Patients benefit from a more comfortable experience and can see their scan on screen during the consultation.',
          ar: 'يلتقط الماسح قوسًا كاملًا بالألوان الحقيقية في أقل من دقيقة، ليحل محل مواد الطبعات التقليدية. ويتيح تصدير الملفات بصيغة مفتوحة الربط المباشر مع مختبرات الأسنان ووحدات التفريز وبرامج تخطيط المصففات. ويستفيد المرضى من تجربة أكثر راحة، ويمكنهم مشاهدة المسح على الشاشة أثناء الاستشارة.',
        },
        image: 'product-15',
      },
    ],
  },
]

export const doctors: DoctorFixture[] = [
  {
    id: 1,
    name: { en: 'Dr. Sara Al-Harbi', ar: 'د. سارة الحربي' },
    specialization: { en: 'Orthodontist', ar: 'أخصائية تقويم الأسنان' },
    location: { en: 'Riyadh, Al Malqa', ar: 'الرياض، حي الملقا' },
    image: 'doctor-1',
  },
  {
    id: 2,
    name: { en: 'Dr. Faisal Al-Otaibi', ar: 'د. فيصل العتيبي' },
    specialization: { en: 'Oral and Maxillofacial Surgeon', ar: 'استشاري جراحة الفم والوجه والفكين' },
    location: { en: 'Jeddah, Al Rawdah', ar: 'جدة، حي الروضة' },
    image: 'doctor-2',
  },
  {
    id: 3,
    name: { en: 'Dr. Noura Al-Qahtani', ar: 'د. نورة القحطاني' },
    specialization: { en: 'Periodontist', ar: 'أخصائية أمراض اللثة وأنسجة الدعم' },
    location: { en: 'Dammam, Al Faisaliyah', ar: 'الدمام، حي الفيصلية' },
    image: 'doctor-3',
  },
  {
    id: 4,
    name: { en: 'Dr. Abdullah Al-Ghamdi', ar: 'د. عبدالله الغامدي' },
    specialization: { en: 'Implantologist and Prosthodontist', ar: 'استشاري زراعة الأسنان والتركيبات' },
    location: { en: 'Makkah, Al Awali', ar: 'مكة المكرمة، حي العوالي' },
    image: 'doctor-4',
  },
  {
    id: 5,
    name: { en: 'Dr. Reem Al-Zahrani', ar: 'د. ريم الزهراني' },
    specialization: { en: 'General Dentist', ar: 'طبيبة أسنان عامة' },
    location: { en: 'Al Khobar, Al Olaya', ar: 'الخبر، حي العليا' },
    image: 'doctor-5',
  },
  {
    id: 6,
    name: { en: 'Dr. Khalid Al-Shehri', ar: 'د. خالد الشهري' },
    specialization: { en: 'Orthodontist', ar: 'استشاري تقويم الأسنان' },
    location: { en: 'Abha', ar: 'أبها' },
    image: 'doctor-6',
  },
  {
    id: 7,
    name: { en: 'Smile Line Dental Clinics', ar: 'عيادات خط الابتسامة لطب الأسنان' },
    specialization: { en: 'Multi-specialty dental clinic', ar: 'عيادة أسنان متعددة التخصصات' },
    location: { en: 'Madinah, Quba', ar: 'المدينة المنورة، حي قباء' },
    image: 'doctor-7',
  },
  {
    id: 8,
    name: { en: 'Dr. Mohammed Al-Dosari', ar: 'د. محمد الدوسري' },
    specialization: { en: 'Endodontist', ar: 'أخصائي علاج عصب الأسنان' },
    location: { en: 'Riyadh, Al Nakheel', ar: 'الرياض، حي النخيل' },
    image: 'doctor-8',
  },
]

export const testimonials: TestimonialFixture[] = [
  {
    id: 1,
    name: { en: 'Dr. Sara Al-Harbi, Orthodontist', ar: 'د. سارة الحربي، أخصائية تقويم الأسنان' },
    text: {
      en: "Since switching to Carriere Motion 3D with Wahat Medical's support, we correct Class II cases earlier and our patients finish treatment months sooner.",
      ar: 'منذ أن بدأنا استخدام Carriere Motion 3D بدعم من واحات الطبية، أصبحنا نصحح حالات الصنف الثاني في وقت أبكر، وينهي مرضانا علاجهم قبل الموعد المتوقع بأشهر.',
    },
  },
  {
    id: 2,
    name: { en: 'Dr. Faisal Al-Otaibi, Oral Surgeon', ar: 'د. فيصل العتيبي، جراح الفم والفكين' },
    text: {
      en: 'The 6mm short implants have let me treat many posterior cases without a sinus lift, and Wahat Medical always delivers to our Jeddah clinic within two days.',
      ar: 'مكّنتني الغرسات القصيرة بطول 6 مم من علاج كثير من الحالات الخلفية دون الحاجة إلى رفع الجيب الأنفي، وتوصل واحات الطبية طلباتنا إلى عيادتنا في جدة خلال يومين دائمًا.',
    },
  },
  {
    id: 3,
    name: { en: 'Dr. Noura Al-Qahtani, Periodontist', ar: 'د. نورة القحطاني، أخصائية أمراض اللثة' },
    text: {
      en: 'The collagen membranes handle beautifully during surgery, and the clinical team answers our questions with real expertise.',
      ar: 'أغشية الكولاجين سهلة التعامل أثناء الجراحة إلى حد كبير، ويجيب الفريق السريري عن أسئلتنا بخبرة حقيقية.',
    },
  },
  {
    id: 4,
    name: { en: 'Hessa Al-Mutairi, Clinic Manager at Smile Line Dental Clinics', ar: 'حصة المطيري، مديرة عيادات خط الابتسامة لطب الأسنان' },
    text: {
      en: 'Wahat Medical installed our CBCT unit and trained the whole team in one week, with no disruption to our appointment schedule.',
      ar: 'ركّبت واحات الطبية جهاز التصوير المقطعي لدينا ودرّبت الفريق بأكمله خلال أسبوع واحد، دون أي تعطيل لجدول المواعيد.',
    },
  },
  {
    id: 5,
    name: { en: 'Dr. Reem Al-Zahrani, General Dentist', ar: 'د. ريم الزهراني، طبيبة أسنان عامة' },
    text: {
      en: 'The intraoral sensor gives me sharp images in seconds, and my young patients find it far more comfortable than the old one.',
      ar: 'يمنحني حساس الأشعة داخل الفم صورًا واضحة في ثوانٍ، ويجده مرضاي الصغار أكثر راحة بكثير من الحساس القديم.',
    },
  },
]
