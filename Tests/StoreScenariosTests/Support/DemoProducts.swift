/// Products of the shipped demo catalog that tests buy.
let removeAds = "com.example.storefront.removeads"
let themes = "com.example.storefront.themes"
let gems = "com.example.storefront.gems.100"
let cloud = "com.example.storefront.cloud.200gb"
