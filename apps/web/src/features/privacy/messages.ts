import { defineMessages } from '../../i18n/messages'

/** The privacy note's own strings (docs/statistics.md says what the server does). */
export const messages = defineMessages(
  {
    title: '隐私说明',
    intro:
      '本网站统计每天的阅读情况，以便了解读者关心哪些内容。统计不使用 Cookie，不在您的浏览器中保存任何标识，也不把数据交给任何第三方。',
    countedTitle: '我们统计什么',
    counted:
      '每次打开页面时，网站记录：您阅读的页面、从哪个网站链接过来（只记录网站的域名）、浏览语言、屏幕类别（手机、平板或电脑）。站内搜索只记录搜索的词语被搜索的次数，以及哪些词语没有找到结果。这些记录在服务器上按天汇总成数字，单次访问的原始记录不会保存。',
    visitorsTitle: '如何统计访客人数',
    visitors:
      '为了统计每天有多少位不同的访客，服务器把您的网络地址、浏览器标识（User-Agent）、本网站名称和一个每天随机生成的密钥放在一起，计算出一个无法还原的摘要。网络地址和浏览器标识本身不会保存。每天结束时，当天的密钥和所有摘要都会被删除，只留下人数，因此任何人（包括我们）都无法再算出这些摘要，也无法把您不同日期的访问联系起来。这一方法参照了 Plausible Analytics 的做法。',
    optOutTitle: '不被统计',
    optOut: '如果您的浏览器发送“请勿跟踪”（DNT）或“全球隐私控制”（GPC）信号，本网站不会统计您的任何访问和搜索。',
  },
  {
    title: 'Privacy',
    intro:
      'This site counts what is read each day, to learn what readers care about. Counting uses no cookies, keeps no identifier in your browser, and gives nothing to any third party.',
    countedTitle: 'What we count',
    counted:
      'When you open a page, the site records the page, the site that linked to it (its host name only), the language you read in, and your screen class (phone, tablet or desktop). For the site search, it records how often each query is asked and which queries find nothing. The server adds these up into figures per day; single visits are not kept.',
    visitorsTitle: 'How visitors are counted',
    visitors:
      'To count how many different visitors came each day, the server combines your network address, your browser’s user agent, the site’s name and a random key made fresh every day, and computes a digest from which none of them can be recovered. Your address and user agent themselves are not stored. At the end of each day, that day’s key and all its digests are deleted and only the number of visitors is kept, so nobody, ourselves included, can compute those digests again or link your visits on different days. This is the method of Plausible Analytics.',
    optOutTitle: 'Not being counted',
    optOut: 'If your browser sends Do Not Track (DNT) or Global Privacy Control (GPC), none of your visits or searches is counted.',
  },
)
