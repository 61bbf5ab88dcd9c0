/** Photos go through the build's photo pipeline (content-pipeline/photos.ts). */
declare module "*?photo" {
  const photo: import("./content/view").Photo;
  export default photo;
}

declare module "*?portrait" {
  const photo: import("./content/view").Photo;
  export default photo;
}
