// Every string the spec fixes (§2, §4, §5, §8, §9), spelt exactly as the spec spells it, typos
// included: they are the contract, and nothing else in the code base types them. Only those: a
// string the spec does not spell out, whether a page shows it or the API answers it, is the
// store's own copy (copy.ts). test/messages.test.ts finds each of these strings in the spec.

export const messages = {
  validation: {
    emailRequired: 'Email is Required',
    emailInvalid: 'Provide a valid Email',
    passwordRequired: 'Password is Required',
    passwordTooShort: 'Must be 6 characters or longer',
    nameRequired: 'Name is Required',
    ratingRequired: 'Rating is Required',
    ratingRange: 'please rate 0 - 5',
    ratingLength: 'please enter 1 number of rating',
    descriptionRequired: 'Description is Required',
    priceRequired: 'Price is Required',
    availableQuantityRequired: 'Available Quantity is Required',
    minimumQuantityRequired: 'Minimum Order Quantity is Required',
    imageRequired: 'image is Required',
    quantityBelowMinimum: (min: number) => `You Have to Purchase Atlest ${min} Products`,
    quantityAboveStock: 'Please Order Less Then Available Stock!',
  },
  auth: {
    login: {
      wrongPassword: 'Password is Wrong!',
      tooManyRequests: 'Too Many Requests!',
      userNotFound: 'User Not Available, Please Sign Up!',
    },
    signUp: {
      emailAlreadyInUse: 'Email Aleady Exist!',
      invalidEmail: 'invalid-email!',
    },
    google: {
      popupClosedByUser: 'Login canceled by User!',
      invalidEmail: 'invalid-email!',
    },
    passwordReset: {
      invalidEmail: 'This Email is not Valid!',
      missingEmail: 'Please Enter Email',
      userNotFound: 'User not With This Email. Please SignUp',
      sent: 'Mail Sent!',
    },
    fallback: 'Somting is wrong',
  },
  shop: {
    orderNotCreated: 'Somthing is Wrong',
    nothingDeleted: 'Somthing is Wrong !',
    adminOnly: 'This is Protected for only Admin',
    userOnly: 'This page is for only User!',
    notAdmin: 'You are Not Admin',
  },
  success: {
    logout: 'Logout Succes!',
    login: 'Login Successfully!',
    googleLogin: 'Login with google Successfully!',
    signUp: 'Sign Up Successfully!',
    orderPlaced: (product: string) => `${product} Order Succssfully!`,
    reviewPosted: 'Your Review Succesfully Posted',
    profileUpdated: 'Your profile is Updated',
    madeAdmin: (email: string) => `${email} has been Successfully Made Admin!`,
    removedAdmin: (email: string) => `${email} has been Successfully Delete from Admin!`,
    shipped: (product: string) => `${product} has been Successfully Shipped!`,
    subscribed: 'Successfully Subscibed',
  },
  dialogs: {
    cancelOrder: {
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirm: 'Yes, Canceled Order!',
      done: 'Canceled!',
    },
    deletePart: {
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirm: 'Yes, delete it!',
      done: 'Deleted!',
    },
  },
  orders: {
    paidTransaction: 'Paid, Trans ID:',
    shipped: 'Sipped',
    status: {
      unpaid: 'Unpaid',
      pending: 'Pending',
      paid: 'Paid',
    },
    cancel: 'Cancel',
    pay: 'Pay',
  },
  users: {
    makeAdmin: 'Make Admin',
    deleteAdmin: 'Delete Admin',
  },
  payment: {
    pay: 'Pay',
    quantityLabel: 'Order Quanity',
    processing: 'Loading...',
    complete: 'Transection is Complete, Yor transection id is : ',
  },
  notFound: {
    code: '404',
    title: 'Not Found',
    text: 'This resource requested could not be found on this server!',
  },
  home: {
    stats: ['50+ Parts', '33K+ Reviews', '100M+ Customers'],
    seeMore: 'See More',
    newsletter: 'News Letter',
    subscribe: 'Subscribe',
  },
  purchase: {
    details: 'Details',
    purchase: 'Purchase',
  },
  portfolio: {
    downloadResume: 'Download Resume',
    hireMe: 'Hire Me',
  },
  card: {
    minimumOrderQuantity: 'Minimum Order Quantity',
    stock: 'Stock',
    buyNow: 'Buy Now',
  },
} as const;
