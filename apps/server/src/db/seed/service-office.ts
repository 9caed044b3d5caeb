import type { SeedContext } from './context.js'
import { insertMany } from './insert.js'
import { MAIL_DOMAIN } from './names.js'
import { bi, cat, cols, htmlCols, mail, p, para, ul, type Bi } from './text.js'

const HELPDESK = `helpdesk@${MAIL_DOMAIN}`

/** Common questions of the network and information services office. */
const FAQ: readonly [Bi, Bi][] = [
  [
    bi('办公室网络无法连接怎么办？', 'My office network connection does not work. What should I do?'),
    cat(
      para('请按以下步骤排查：', 'Please check the following:'),
      ul(
        [
          bi('确认网线两端连接牢固，网口指示灯亮起。', 'Both ends of the cable are plugged in and the port light is on.'),
          bi('重启电脑后重新获取地址。', 'Restart the computer so it obtains a new address.'),
          bi('仍无法连接请在线提交故障报修，并注明房间号。', 'If it still fails, report the fault online with your room number.'),
        ],
        true,
      ),
    ),
  ],
  [
    bi('如何在手机上配置研究所邮箱？', 'How do I set up Institute e-mail on my phone?'),
    para(
      `在手机邮件应用中选择“其他邮箱”，收件服务器填写 mail.${MAIL_DOMAIN}，使用 IMAP 协议和 SSL 加密，用户名为完整邮箱地址。`,
      `In your phone's mail app choose "Other account", enter mail.${MAIL_DOMAIN} as the server, use IMAP with SSL, and your full address as the user name.`,
    ),
  ],
  [
    bi('在所外如何访问所内资源？', 'How can I reach internal resources from outside?'),
    para(
      '请安装 VPN 客户端，使用统一身份账号登录后即可访问图书馆电子资源和内部系统。',
      'Install the VPN client and sign in with your Institute account to use library e-resources and internal systems.',
    ),
  ],
  [
    bi('打印机无法打印或卡纸如何处理？', 'The printer will not print or has jammed. What now?'),
    para(
      '卡纸时请按机身提示打开侧盖轻轻取出纸张；无法打印时请检查是否选择了正确的打印机队列。仍有问题请报修。',
      'For a jam, open the side cover as shown on the printer and remove the paper gently. If nothing prints, check that you chose the right print queue. Report the fault if the problem remains.',
    ),
  ],
  [
    bi('忘记统一身份账号密码怎么办？', 'I forgot my Institute account password.'),
    p(
      cat(
        bi(
          '可在统一身份认证页面通过绑定的手机号自助重置密码。无法自助重置时请携带证件到网络信息中心办理，或发送邮件至',
          'Reset it yourself on the sign-in page with your registered mobile number. Otherwise bring ID to the Network and Information Centre or write to ',
        ),
        mail(HELPDESK),
        bi('。', '.'),
      ),
    ),
  ],
  [
    bi('访客如何连接无线网络？', 'How do visitors connect to Wi-Fi?'),
    para(
      '访客请连接“IBR-Guest”网络，在认证页面输入手机号获取验证码，每次可使用24小时。',
      'Visitors join the "IBR-Guest" network and enter a mobile number on the sign-in page to get a code; access lasts 24 hours.',
    ),
  ],
  [
    bi('密码有什么安全要求？', 'What are the password rules?'),
    ul([
      bi('长度至少12位。', 'At least 12 characters.'),
      bi('包含大小写字母、数字和符号中的三类。', 'Three of: upper-case, lower-case, digits and symbols.'),
      bi('每180天更换一次。', 'Changed every 180 days.'),
    ]),
  ],
  [
    bi('邮箱容量不足怎么办？', 'My mailbox is full.'),
    para(
      '请删除不需要的大附件邮件并清空回收站。科研工作确需扩容的，可提交申请。',
      'Delete messages with large attachments you no longer need and empty the bin. If research work requires more space, apply for an increase.',
    ),
  ],
  [
    bi('如何申请科研计算资源？', 'How do I apply for computing resources?'),
    para(
      '请通过计算平台网站提交申请，注明所需计算核时、存储空间与使用期限。',
      'Apply on the Computing Facility website, stating the core hours, storage and period you need.',
    ),
  ],
  [
    bi('发现可疑邮件如何处理？', 'What should I do with a suspicious e-mail?'),
    p(
      cat(
        bi(
          '不要点击其中的链接或打开附件，请将邮件作为附件转发至',
          'Do not click its links or open attachments. Forward it as an attachment to ',
        ),
        mail(HELPDESK),
        bi('。', '.'),
      ),
    ),
  ],
]

const LINKS: Record<'lab' | 'facility' | 'other', [Bi, Bi, string][]> = {
  lab: [
    [bi('神经环路与行为研究组', 'Neural Circuits and Behaviour Lab'), bi('研究组主页', 'Group website'), 'https://circuits.ibr.example/'],
    [bi('睡眠与记忆研究组', 'Sleep and Memory Lab'), bi('研究组主页', 'Group website'), 'https://sleep.ibr.example/'],
    [bi('脑机接口研究组', 'Brain–Computer Interface Lab'), bi('研究组主页', 'Group website'), 'https://bci.ibr.example/'],
    [bi('类脑智能研究组', 'Brain-inspired Intelligence Lab'), bi('研究组主页', 'Group website'), 'https://neuroai.ibr.example/'],
    [bi('神经退行性疾病研究组', 'Neurodegeneration Lab'), bi('研究组主页', 'Group website'), 'https://neurodegeneration.ibr.example/'],
    [bi('全脑图谱研究组', 'Brain Atlas Lab'), bi('研究组主页与数据门户', 'Group website and data portal'), 'https://atlas.ibr.example/'],
  ],
  facility: [
    [
      bi('仪器预约系统', 'Instrument booking'),
      bi('公共平台仪器在线预约', 'Book core-facility instruments online'),
      'https://booking.ibr.example/',
    ],
    [bi('光学成像平台', 'Optical Imaging Facility'), bi('平台介绍与培训安排', 'Services and training'), 'https://imaging.ibr.example/'],
    [bi('电生理平台', 'Electrophysiology Facility'), bi('平台介绍与使用指南', 'Services and user guides'), 'https://ephys.ibr.example/'],
    [bi('计算平台', 'Computing Facility'), bi('账号申请与使用文档', 'Accounts and documentation'), 'https://hpc.ibr.example/'],
    [bi('实验动物中心', 'Animal Facility'), bi('动物实验申请', 'Animal protocol applications'), 'https://animal.ibr.example/'],
  ],
  other: [
    [bi('邮件系统', 'Web mail'), bi('研究所邮箱网页版', 'Institute e-mail on the web'), 'https://mail.ibr.example/'],
    [bi('办公自动化系统', 'Office automation'), bi('公文、审批与通知', 'Documents, approvals and notices'), 'https://oa.ibr.example/'],
    [bi('图书馆', 'Library'), bi('电子资源与文献传递', 'E-resources and document delivery'), 'https://library.ibr.example/'],
    [bi('VPN 服务', 'VPN'), bi('所外访问内部资源', 'Reach internal resources from outside'), 'https://vpn.ibr.example/'],
    [bi('软件下载', 'Software'), bi('正版软件下载', 'Licensed software downloads'), 'https://software.ibr.example/'],
  ],
}

/** The network and information services office: common questions and quick links. */
export async function seedServiceOffice(ctx: SeedContext): Promise<void> {
  await insertMany(
    ctx.db,
    'faq',
    FAQ.map(([q, a], i) => ({ sort: i + 1, ...cols('question', q), ...htmlCols('answer', a) })),
  )
  const links = (Object.keys(LINKS) as (keyof typeof LINKS)[]).flatMap((grp) =>
    LINKS[grp].map(([name, description, url], i) => ({
      grp,
      url,
      sort: i + 1,
      ...cols('name', name),
      ...cols('description', description),
    })),
  )
  await insertMany(ctx.db, 'quick_link', links)
}
