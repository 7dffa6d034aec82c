import type { Picture } from '#src/types/picture'

// A 32x32 blurred placeholder, as blurPlaceholder() decodes it from a BlurHash, and a real image file of the site.
export const placeholderUri =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAEeElEQVR4nHWWe48VRRDFq6p79jMvID5QWP+8uCyIiCCo8RFFvt5Od5WeUzUzd01MOr2TTe751TnVL7366aOImEhTaSZdZTFZVLrJYtFVmgaHqIZKiISEuIgHxgiZriMwVnzYCJ05RENE7wBSl4xuQUzw/2EaJqEiIgFIhIdQCPP/AkL0yfuPKmKK0XNQGgyNvpkwlp8AQfkAuOh0GRsg1fNjhjqsKgB0EOVgk858wGBE6UA2QDCi8/LPAJYOXDD08bu/hQ4aUoLokjMANUyjSRw9yAZg1nlH3YZsADEP9uCrHz/8B4DyBbpLle+N5cMBGRF0IJJBz63wIZaYKZYOAHj09oNKoAcinbpdSrqLFwDqbpuDqIionoCUhm7DfABUv3jzl4qoIAT0QBwAkJzffgCQkmcD6KDUp1BaGjFtJkCsAJ//8Kfg9+hzr1HSS3gTbzKbegJk74GAtmk1MtrAR87mO+DT13/AQQgciPdIwFwCcwsCZJo4lykdaDowVwI0dfvUYkw1l1aAh69+z2VqgZR6eI+5xAQmZovRYjaUP5UM9AB/1DUBDQDtQzu/c250YAA8+O43OmAPqA6Gzx7jAMTcAF4AqgOgnYCFH4Vxegol4P7LX5U/aQFAiwn1BPjoAAyLaTE2ACNSdW1u1LJUXwYZU7tjtkgH9178Ug6g7g3SE9IYa3MCfJgMC+5NxEMHpd4dgGVw3gHOlEJV7z3/GTUlwAko9dF8TYbFajGVKRXAjA76tAWAMwb+qR1Nzogub96nA2P5BZgsfyZgJWBoTC0HCoABQPWLmbMmKSPKHphePnsnwZPA0YA2C4Dy520joBUAbZDclgD0M8BFYYrRXHtkRJfXbzVNF4Dh0MEGuKWJwYjmBkCHg+E41ccdwNYDNPmbN3sPLCM68rltc3ewZg8Ua06lIlruOFAwxh4Rt4Lef/pa7vQg2zs6pG/3HrQzQPVAe1ST6aDUcy01OmiI6MHT77ku3GoVjXasUZpIgKDJth2RaKBxOR7tvRiagD5ruzGiT06vhOeE1j7Awj8DrNzMK/ZBOZDcB2hDLcoL7rIqn5u58zjiKnp4erkvU6udnIyV23jlGDzvziJSC+4Dxk1dSUbHqXccR6qfnb49eiBsA44jMoIM4WYmwJQOcLFpZNAJkA516dvgmVr3welFLdNsA8bosjEEI8vnpebU//cmhH0eapl4Sa9UB4AXEQCPTs9r8/M+4OFMEzKpPhsBjeXzUuPTAklZLhVm0ke0VF/jACCiL0831QOayCuMd87gB0ZTXgma1zIdiEZdWylHdcwNc9375iL6+HTDA1jOALjLulJd88oEYH9+HQ6oMilK3VJfgdQCPDk9E6mI+PzKi54mtACYWX5GxJByRxCAp0qq25qAfLzgYSF6BcDmgA8IMHJs0ucAyx7gUDW+XAow3NYEeALqcadXp2tuHeHvnQ9pvirUu/kO48OCEW0Ogr/fHBh1N/XtFQwHX5+uKyLNiGKvuoYVtSUA+dfdH2iAziqZ6vjW1Q8H/wD6WNg8x5O+TAAAAABJRU5ErkJggg=='

export const picture: Picture = { src: '/placeholder.jpg', alt: 'Lecture hall of the implantology symposium', placeholder: placeholderUri }
export const missingPicture: Picture = { src: '/no-such-image.jpg', alt: 'A course that has no photo yet', placeholder: placeholderUri }

/** As a build prepares it: AVIF and WebP at three widths, the JPEG fallback at the largest. */
export const builtPicture: Picture = {
  ...picture,
  variants: { base: '/_img/harness', widths: [320, 640, 960], fallback: 'jpg', width: 960, height: 600 },
}
