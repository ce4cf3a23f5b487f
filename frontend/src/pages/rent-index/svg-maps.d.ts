/** @svg-maps/uzbekistan ships its map as a plain object, without types. */
declare module '@svg-maps/uzbekistan' {
  const map: {
    label: string;
    viewBox: string;
    locations: { id: string; name: string; path: string }[];
  };
  export default map;
}
