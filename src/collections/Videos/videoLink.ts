/** The editor's message for a link that is not a YouTube video (shared by the collection and the block). */
export const VIDEO_LINK_MESSAGE = 'Enter a YouTube link (youtube.com/watch?v=..., youtu.be/... or an embed link)'
