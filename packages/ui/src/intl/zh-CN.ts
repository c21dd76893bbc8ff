import type { UiTranslation } from './types';

/**
 * Simplified Chinese (Mandarin is the language most spoken at home in Australia after English).
 * Loaded only when a provider's locale asks for Chinese, so apps in English never download it.
 */
const zhCN: UiTranslation = {
  common: {
    loading: '加载中',
    close: '关闭',
    cancel: '取消',
    previousImage: '上一张图片',
    nextImage: '下一张图片',
    notAnImage: '请选择图片文件',
    position: (v) => `第 ${v.index} 张，共 ${v.count} 张`,
  },
  appShell: {
    skipLink: '跳到主要内容',
    navigation: '导航',
    openNavigation: '打开导航',
  },
  carousel: {
    label: '图片',
    carousel: '轮播',
    slide: '幻灯片',
    empty: '暂无图片',
  },
  chatLayout: {
    back: '返回对话列表',
    empty: '选择一个对话以查看消息',
  },
  comboBox: {
    empty: '无结果',
  },
  composer: {
    placeholder: '输入消息',
    label: '消息',
    send: '发送',
  },
  confirmDialog: {
    confirm: '确认',
    working: '处理中',
  },
  conversationList: {
    label: '对话',
    unread: (v) => `${v.count} 条未读`,
    empty: '暂无对话',
  },
  dataTable: {
    actions: '操作',
    empty: '暂无数据',
  },
  datePicker: {
    previousMonth: '上个月',
    nextMonth: '下个月',
  },
  detailsTable: {
    titleHeader: '标题',
    detailsHeader: '详情',
    info: (v) => `关于${v.title}`,
  },
  errorState: {
    retry: '重试',
    retrying: '正在重试',
  },
  imageGrid: {
    select: (v) => `选择 (${v.count})`,
    empty: '未找到图片',
  },
  imagePicker: {
    choose: '选择图片',
    empty: '未选择图片',
    remove: '移除图片',
  },
  imageUpload: {
    uploading: '上传中',
  },
  lineChart: {
    key: (v) => `${v.title}：图例`,
  },
  messageThread: {
    label: '消息',
    incoming: '对方',
    outgoing: '我',
    empty: '暂无消息',
  },
  moneyField: {
    refused: '只能输入数字，最多两位小数。',
  },
  pagination: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    status: (v) => `第 ${v.page} 页，共 ${v.total} 页`,
  },
  scanner: {
    title: '扫描二维码',
    openSettings: '打开设置',
  },
  scannerMessages: {
    checking: '正在检查摄像头…',
    prompt: '请在浏览器中允许使用摄像头以进行扫描。',
    starting: '正在启动摄像头…',
    scanning: '请将摄像头对准二维码或条形码。',
    done: '已读取代码。',
    deniedTitle: '需要摄像头权限',
    denied: '摄像头权限被拒绝。请允许使用摄像头后重试。',
    deniedHint:
      '请在浏览器的网站设置中允许此网站使用摄像头（通常是地址栏中的摄像头或锁形图标），然后选择“打开设置”重试。',
    unsupported: '此浏览器无法使用摄像头。请手动输入代码，或在较新的浏览器中打开此页面。',
    noCamera: '此设备没有摄像头。请手动输入代码。',
    insecure: '摄像头只能在安全连接下使用。请通过 HTTPS（或在 localhost 上）打开此页面，或手动输入代码。',
    noCamerasFound: '未找到摄像头',
    failed: '无法访问摄像头。请检查权限后重试。',
  },
  searchField: {
    submit: '搜索',
    busy: '正在搜索',
  },
  sidebar: {
    label: '主导航',
    expand: '展开侧边栏',
    collapse: '收起侧边栏',
    closeNavigation: '关闭导航',
  },
  textField: {
    readOnly: '只读',
  },
  themeToggle: {
    dark: '深色模式',
    light: '浅色模式',
    system: '跟随系统',
  },
  thumbnailList: {
    remove: (v) => `移除${v.title}`,
    empty: '未选择图片',
  },
  unreadDot: {
    label: '未读',
  },
};

export default zhCN;
