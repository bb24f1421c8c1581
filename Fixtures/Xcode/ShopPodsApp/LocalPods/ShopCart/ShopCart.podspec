Pod::Spec.new do |s|
  s.name         = 'ShopCart'
  s.version      = '0.2.0'
  s.summary      = 'The cart screen, as a development pod.'
  s.homepage     = 'https://example.com/ShopCart'
  s.license      = { :type => 'MIT' }
  s.author       = 'Shop'
  s.source       = { :git => 'https://example.com/ShopCart.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'ShopCart/Classes/**/*.{h,m}'
  s.public_header_files = 'ShopCart/Classes/SCCartViewRouter.h', 'ShopCart/Classes/SCCartViewInput.h'
  s.dependency 'ZIKRouter', '~> 1.1'
end
