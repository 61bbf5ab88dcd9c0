/** Photos go through the build's photo pipeline (content-check/photos.ts). */
declare module "*?photo" {
  const photo: import("./copy/view").Photo;
  export default photo;
}

declare module "*?portrait" {
  const photo: import("./copy/view").Photo;
  export default photo;
}
