Pod::Spec.new do |s|
  s.name             = 'ProductModule'
  s.version          = '0.1.0'
  s.summary          = 'The product detail screen of the shop.'
  s.homepage         = 'https://example.com/ProductModule'
  s.license          = { :type => 'MIT' }
  s.author           = { 'Shop Team' => 'team@example.com' }
  s.source           = { :git => 'https://example.com/ProductModule.git', :tag => s.version.to_s }
  s.ios.deployment_target = '10.0'
  s.source_files     = '*.{h,m}'
  s.frameworks       = 'Foundation', 'UIKit'
  s.dependency 'ZIKRouter', '~> 1.1'
end
